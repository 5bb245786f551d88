// swift-tools-version: 6.2
//
// The scale lab: writes a package shaped like a large app built with wiring libraries (N feature
// pairs in layers, real and fake core services, three apps and a hand-wired product), builds it
// against this repository and measures it. `Scripts/scale` builds and runs it.
//
// A package of its own, with no dependencies, so that building the lab never touches the
// repository's own build, and the repository's package gains no target for it.
import PackageDescription

let strict: [SwiftSetting] = [.swiftLanguageMode(.v6)]

let package = Package(
    name: "ScaleLab",
    platforms: [.macOS(.v15)],
    products: [.executable(name: "scale-lab", targets: ["ScaleLabCommand"])],
    targets: [
        .target(name: "ScaleLab", swiftSettings: strict),
        .executableTarget(name: "ScaleLabCommand", dependencies: ["ScaleLab"], swiftSettings: strict),
        .testTarget(name: "ScaleLabTests", dependencies: ["ScaleLab"], swiftSettings: strict),
    ]
)
