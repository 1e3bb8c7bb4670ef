/// The access level of generated declarations.
public enum AccessLevel: String, CaseIterable, Comparable, Hashable, Sendable {
    /// Visible in the module.
    case `internal`
    /// Visible in the package.
    case `package`
    /// Visible to every client.
    case `public`

    public static func < (lhs: AccessLevel, rhs: AccessLevel) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
