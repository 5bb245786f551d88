import PackagePlugin

/// Placeholder: generates nothing yet.
@main
struct LinkedWiringPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] { [] }
}
