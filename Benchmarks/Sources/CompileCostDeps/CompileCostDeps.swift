import G2Types
import Swinject
import Wiring

// Nothing to run: building this target in debug produces the Wiring, Swinject and G2Types
// modules that the compile-cost row compiles the generated G2 files against.

