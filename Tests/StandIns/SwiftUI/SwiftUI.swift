// A stand-in for the few declarations of Apple's SwiftUI that connector-gen's generated code
// and its documentation examples use, so that they can be type-checked on Linux, where
// SwiftUI does not exist. It mirrors the interface of SwiftUI in the iOS 18 / macOS 15 SDKs
// (`View` is `@MainActor @preconcurrency` there, view initializers `nonisolated`); it renders nothing. Built only by the tests,
// as a module named SwiftUI; never add a member without the real interface in hand.
//
// Containers and previews (SwiftUI+Data.swift) use the property wrappers that reach a store,
// `Binding` and `PreviewProvider`; the Combine and Observation declarations that SwiftUI
// re-exports are there too.

/// Mirrors `SwiftUI.View`.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// Mirrors `SwiftUI.ViewBuilder`: a block of no view, of one, or of several (a `TupleView`).
@resultBuilder
public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
}

/// Mirrors `Never: View`, the body of primitive views.
extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// Mirrors `SwiftUI.EmptyView`.
public struct EmptyView: View {
    nonisolated public init() {}
    public var body: Never { fatalError("EmptyView has no body") }
}

/// Mirrors `SwiftUI.TupleView`, the views of a block of several. Its value is read and set
/// from any isolation, as the real one's is, so the conformance is in an extension.
@frozen
public struct TupleView<T> {
    public var value: T
    public init(_ value: T) { self.value = value }
}

extension TupleView: View {
    public var body: Never { fatalError("TupleView has no body") }
}

/// Mirrors `SwiftUI.Text`, created from a string.
public struct Text: View {
    nonisolated public init<S: StringProtocol>(_ content: S) {}
    public var body: Never { fatalError("Text has no body") }
}

/// Mirrors `SwiftUI.Button` with a text label.
public struct Button<Label: View>: View {
    public var body: Never { fatalError("Button has no body") }
}

extension Button where Label == Text {
    nonisolated public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
}
