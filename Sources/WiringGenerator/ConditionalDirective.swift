/// One `#if`, `#elseif`, `#else` or `#endif` line, with its condition as written.
///
/// The scanner cannot evaluate conditions (it does not know the build's flags), so it keeps
/// their text and the generated file repeats them, letting the compiler decide.
enum ConditionalDirective: Equatable {
    /// `#if condition`
    case `if`(String)
    /// `#elseif condition`
    case elseif(String)
    /// `#else`
    case `else`
    /// `#endif`
    case endif
}
