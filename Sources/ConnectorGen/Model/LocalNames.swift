/// The one place that decides how a name generated code declares steps aside for a name the
/// user chose: a local, a stored property or a test function. A wanted name that is taken
/// gets a suffix (`viewState` beside an input `viewState` becomes `viewStateValue`) until it
/// is free; each kind of name has its suffix, so the generated code reads the same from run
/// to run and a reader can tell what a renamed local holds.
struct LocalNames {
    /// How a taken name steps aside.
    enum Step {
        /// Adds `suffix` again until the name is free: `store` gives `storeValue`, `storeValueValue`.
        case suffix(String)
        /// Puts `prefix` before the capitalized name until it is free: `store` gives `appStore`.
        case prefix(String)
        /// Adds 2, 3, … until the name is free: `loads` gives `loads2`.
        case counter

        /// The candidate after `name`, the `attempt`-th (from 2) derived from `base`.
        fileprivate func next(after name: String, base: String, attempt: Int) -> String {
            switch self {
            case .suffix(let suffix): name + suffix
            case .prefix(let prefix): prefix + name.prefix(1).uppercased() + name.dropFirst()
            case .counter: base + String(attempt)
            }
        }
    }

    /// The names already declared or claimed.
    private(set) var taken: Set<String>

    /// A namer in a scope where `taken` are already declared.
    init(taken: some Sequence<String> = [String]()) {
        self.taken = Set(taken)
    }

    /// `base`, or the first name `step` derives from it that `isTaken` does not hold.
    static func apart(_ base: String, step: Step = .suffix("Value"), isTaken: (String) -> Bool) -> String {
        var name = base
        var attempt = 2
        while isTaken(name) {
            name = step.next(after: name, base: base, attempt: attempt)
            attempt += 1
        }
        return name
    }

    /// `base`, or the first name `step` derives from it that is not taken in `taken`.
    static func apart(_ base: String, from taken: some Collection<String>, step: Step = .suffix("Value")) -> String {
        apart(base, step: step, isTaken: taken.contains)
    }

    /// A free name for `base` (see ``apart(_:step:isTaken:)``), now taken.
    mutating func claim(_ base: String, step: Step = .suffix("Value")) -> String {
        let name = Self.apart(base, step: step, isTaken: taken.contains)
        taken.insert(name)
        return name
    }

    /// A free name for `base` that is not `avoided` either (see ``apart(_:step:isTaken:)``), now taken.
    mutating func claim(_ base: String, avoiding avoided: String, step: Step = .suffix("Value")) -> String {
        let name = Self.apart(base, step: step) { taken.contains($0) || $0 == avoided }
        taken.insert(name)
        return name
    }

    /// Marks `names` as declared.
    mutating func reserve(_ names: some Sequence<String>) {
        taken.formUnion(names)
    }

    /// The name of a test or preview function for the example titled `title`: its words in
    /// camel case (`an empty list` gives `anEmptyList`, with XCTest `testAnEmptyList`),
    /// numbered apart from those already made.
    mutating func claimFunction(forExample title: String, isXCTest: Bool) -> String {
        // An apostrophe inside a word keeps the word whole: "the title's" gives `theTitles`.
        let characters = Array(title)
        var joined: [Character] = []
        for (index, character) in characters.enumerated() {
            let isApostrophe = character == "'" || character == "\u{2019}"
            let isInsideWord = index > 0 && index + 1 < characters.count && characters[index - 1].isLetter && characters[index + 1].isLetter
            if !(isApostrophe && isInsideWord) { joined.append(character) }
        }
        let words = String(joined).split { !($0.isLetter || $0.isNumber) }.map(String.init)
        var name = words.enumerated().map { index, word in
            index == 0 && !isXCTest ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
        if isXCTest && !name.isEmpty { name = "test" + name }
        // A title that starts with a digit keeps its words after `example`, as after XCTest's `test`.
        if name.isEmpty || !IdentifierRules.isValid(name) { name = isXCTest ? "testExample" : "example" + name.prefix(1).uppercased() + name.dropFirst() }
        if !IdentifierRules.isValid(name) { name = isXCTest ? "testExample" : "example" }
        if SwiftNames.keywords.contains(name) { name += "Example" }
        return claim(name, step: .counter)
    }
}
