import Wiring

/// A view model: main-actor isolated, so its initializer runs only on the main actor (Swift
/// checks that when Wiring calls it, and would stop the process otherwise).
@MainActor
final class ProfileModel {
    let repository: Repository

    init(repository: Repository) {
        self.repository = repository
    }
}

/// A main-actor object made from another main-actor binding, taken as a plain parameter.
@MainActor
final class ProfileScreen {
    let model: ProfileModel

    init(model: ProfileModel) {
        self.model = model
    }
}

/// A service that is not main-actor isolated and reaches the view model only through
/// `MainActorProvider`.
struct Router: Sendable {
    let profile: MainActorProvider<ProfileModel>
    let screens: MainActorProvider<ProfileScreen>
}
