import Testing

/// `ExampleCheck` splits examples as a reader sees them, tells a library's types from a wiring
/// library's, and catches a library type that only compiles with Wiring.
@Suite struct ExampleCheckTests {
    /// An article whose library type takes a `Provider`, beside its module.
    static let articleThatBreaksTheRule = """
        # Cashier

        A cashier counts the drawer on demand:

        ```swift
        public struct Cashier: Sendable {
            public init(drawer: Provider<Drawer>) {
                …
            }
        }

        public enum CashierModule: Module {
            public static func configure(binder: Binder) {
                binder.bind(Cashier.self).to(factory: Cashier.init)
            }
        }
        ```
        """

    /// The file that has the article's code: it compiles, but only because it imports Wiring.
    static func fileWithTheArticlesCode(at path: String) -> ExampleCheck.SourceFile {
        ExampleCheck.SourceFile(
            path: path,
            text: """
                import Wiring

                public struct Cashier: Sendable {
                    public init(drawer: Provider<Drawer>) {
                        self.drawer = drawer
                    }
                    let drawer: Provider<Drawer>
                }

                public enum CashierModule: Module {
                    public static func configure(binder: Binder) {
                        binder.bind(Cashier.self).to(factory: Cashier.init)
                    }
                }
                """)
    }

    @Test func catchesALibraryTypeThatIsOnlyInAFileThatImportsWiring() {
        let files = [Self.fileWithTheArticlesCode(at: "Tests/Framework/WiringTests/CashierExamples.swift")]
        // Every part is compiled code, so the first check passes ...
        #expect(
            ExampleCheck.uncompiledExamples(in: Self.articleThatBreaksTheRule, named: "Cashier.md", files: files) == [])
        // ... and the library type is caught.
        let problems = ExampleCheck.libraryTypesThatNeedWiring(
            in: Self.articleThatBreaksTheRule, named: "Cashier.md", files: files)
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix("Cashier.md declares the library type 'Cashier', but no file") == true)
        // In the documentation's libraries' folder, importing Wiring is caught all the same.
        let inTheLibraries = [Self.fileWithTheArticlesCode(at: "Tests/Framework/DocumentedLibraries/Cashier.swift")]
        #expect(
            ExampleCheck.libraryTypesThatNeedWiring(
                in: Self.articleThatBreaksTheRule, named: "Cashier.md", files: inTheLibraries
            ).count == 1)
    }

    @Test func acceptsALibraryTypeThatTakesAClosureInAPlainLibrary() {
        let article = """
            ```swift
            public struct Cashier: Sendable {
                public init(drawer: @escaping @Sendable () -> Drawer) {
                    …
                }
            }
            ```
            """
        let library = ExampleCheck.SourceFile(
            path: "Tests/Framework/DocumentedLibraries/Cashier.swift",
            text: """
                public struct Cashier: Sendable {
                    public init(drawer: @escaping @Sendable () -> Drawer) {
                        self.drawer = drawer
                    }
                    let drawer: @Sendable () -> Drawer
                }
                """)
        #expect(ExampleCheck.libraryTypesThatNeedWiring(in: article, named: "Cashier.md", files: [library]) == [])
        #expect(library.isPlainLibrary)
        #expect(
            ExampleCheck.SourceFile(path: "Sources/ATM/ATMLib/Cashier.swift", text: "import BankAPI").isPlainLibrary)
        #expect(!ExampleCheck.SourceFile(path: "Sources/ATM/ATMLibWiring/Cashier.swift", text: "").isPlainLibrary)
        #expect(
            !ExampleCheck.SourceFile(path: "Sources/ATM/ATMLib/Cashier.swift", text: "import Wiring").isPlainLibrary)
    }

    @Test func catchesAnExampleFoundInNoFile() {
        let article = "```swift\nlet drawer = Drawer()\n```"
        let file = ExampleCheck.SourceFile(path: "Apps/atm/main.swift", text: "let drawer = Drawer(cents: 0)")
        #expect(ExampleCheck.uncompiledExamples(in: article, named: "Drawer.md", files: [file]).count == 1)
    }

    @Test func splitsABlockAtEachLineWithoutIndentation() {
        let block = ExampleCheck.swiftBlocks(
            in: """
                - In a list:

                  ```swift
                  import Wiring

                  @MainActor
                  public struct Screen {
                      let title: String
                  }
                  let manifest = [
                      "Screen",
                  ]
                  binder.bind(Screen.self).to(factory: { (title: String) in
                      Screen(title: title)
                  })
                  ```
                """)
        #expect(
            block.flatMap(ExampleCheck.parts(of:)) == [
                ["import Wiring", ""],
                ["@MainActor", "public struct Screen {", "let title: String", "}"],
                ["let manifest = [", "\"Screen\",", "]"],
                ["binder.bind(Screen.self).to(factory: { (title: String) in", "Screen(title: title)", "})"],
            ])
    }

    @Test func tellsALibrarysTypesFromWhatAWiringLibraryDeclares() {
        func type(_ lines: String) -> String? {
            ExampleCheck.libraryType(declaredBy: lines.components(separatedBy: "\n"))
        }
        #expect(type("public struct Teller: Sendable {") == "Teller")
        #expect(type("@MainActor\npublic final class CartModel {") == "CartModel")
        #expect(type("open class ScreenController: @unchecked Sendable {") == "ScreenController")
        #expect(type("public protocol HasConsole: Sendable {") == "HasConsole")
        #expect(type("struct StatusCommand {") == "StatusCommand")
        #expect(type("public struct Box<T: Sendable>: Sendable {") == "Box")
        #expect(type("public enum BankURL: BindingTag { public typealias Element = URL }") == nil)
        #expect(type("public enum ATMLibModule: Module {") == nil)
        #expect(type("public enum CartModule: MainActorModule {") == nil)
        #expect(type("public enum CardSessionComponent: ChildComponent {") == nil)
        #expect(type("@main\nstruct GreeterApp {") == nil)
        #expect(type("extension Teller: Equatable {}") == nil)
        #expect(type("let teller = component.root") == nil)
    }
}
