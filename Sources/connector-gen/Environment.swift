#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's environment variables.
enum Environment {
    /// The value of the variable `name`, if it is set.
    static func value(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
