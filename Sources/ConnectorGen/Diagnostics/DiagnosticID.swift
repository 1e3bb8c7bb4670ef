/// The stable identity of each diagnostic connector-gen reports, printed after its message
/// as `[#ID]` the way the Swift compiler prints a diagnostic group, e.g.
/// `List.connector.yml:7:3: warning: the slice 'archived' is never used [#UnusedSlice]`.
///
/// The raw values never change once released: users search for them, and
/// `Docs/diagnostics.md` lists each with an example. Each ID is a row of the catalogue, a
/// `static let` beside the message constructors it is reported with, in the file of its group
/// (`Messages+Syntax.swift`, `Messages+Spec.swift`, …); its documentation shows a message.
public struct DiagnosticID: RawRepresentable, CaseIterable, Hashable, Sendable {
    /// The ID as printed, e.g. `UnusedSlice`.
    public let rawValue: String
    /// The severity a diagnostic with this ID is reported with.
    public let defaultSeverity: Diagnostic.Severity
    /// What the diagnostic means, in one sentence, for the documentation.
    public let summary: String

    /// A row of the catalogue.
    init(_ rawValue: String, _ severity: Diagnostic.Severity, summary: String) {
        self.rawValue = rawValue
        self.defaultSeverity = severity
        self.summary = summary
    }

    /// The catalogued ID printed as `rawValue`, or `nil` if there is none.
    public init?(rawValue: String) {
        guard let id = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = id
    }

    /// Every ID, in the order `Docs/diagnostics.md` lists them in its table of IDs: the list of
    /// each group's file, in the order of the groups.
    ///
    /// `IsolationDiffersFromBuild` and `UnnamedAssociatedValue`, which the table lists after the
    /// keys of the swiftdux flavor, are named here to keep that order.
    public static let allCases: [DiagnosticID] =
        syntaxDiagnostics + specDiagnostics + checkDiagnostics + inputDiagnostics + configurationDiagnostics + swiftDuxDiagnostics
        + [isolationDiffersFromBuild, unnamedAssociatedValue] + containerDiagnostics + severalSpecsDiagnostics + adoptDiagnostics

    public static func == (lhs: DiagnosticID, rhs: DiagnosticID) -> Bool {
        lhs.rawValue == rhs.rawValue
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rawValue)
    }
}
