/// A module the generated root lists, and the build condition it is listed under.
///
/// A module declared under `#if DEBUG` is listed under `DEBUG`; one declared in both the
/// `#if` and the `#else` branch is listed twice, once under each.
struct ListedModule: Hashable {
    /// Its dotted path inside its library, such as `Outer.Inner`.
    var path: String
    var condition: BuildCondition = .always
}
