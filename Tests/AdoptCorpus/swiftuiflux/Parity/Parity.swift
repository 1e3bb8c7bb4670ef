// The parity runner of the `swiftuiflux` corpus app: makes every view with its inputs, maps
// its props from sample app states with a `dispatch` that records what it is given, and writes
// one line per value prop and per closure prop called (with the actions it dispatched). It
// names only what the hand-written and the generated code both have: the views and their
// inputs, and the props' names.

import SwiftUIFlux

/// The sample app states: empty, full (with some ids that point at nothing), and one where
/// the looked-up entities are missing.
func parityStates() -> [AppState] {
    let empty = AppState()

    var full = AppState()
    full.moviesState.movies = [
        7: Movie(id: 7, title: "Heat", year: 1995, genres: ["Crime", "Thriller"]),
        8: Movie(id: 8, title: "Ronin", year: 1998),
        9: Movie(id: 9, title: "Collateral", year: 2004, genres: ["Crime"]),
    ]
    full.moviesState.wishlist = [9, 4, 7]
    full.moviesState.ratings = [7: 5]
    full.moviesState.upcoming = [8, 3, 9, 7]
    full.peopleState.people = [
        1: Person(id: 1, name: "Michael Mann", knownFor: [7, 3, 9]),
        2: Person(id: 2, name: "Robert De Niro", knownFor: [7, 8]),
    ]
    full.peopleState.fanClub = [2]
    full.searchState = SearchState(query: "r", results: [8, 3, 9])

    var missing = AppState()
    missing.moviesState.wishlist = [7]
    missing.moviesState.upcoming = [5, 6]
    missing.peopleState.fanClub = [1]
    missing.searchState = SearchState(query: "zzz", results: [5])

    return [empty, full, missing]
}

@MainActor func parityReport() -> [String] {
    var lines: [String] = []
    var dispatched: [String] = []
    let dispatch: DispatchFunction = { dispatched.append(String(reflecting: $0)) }
    /// Appends what was dispatched since the last call, after `label`.
    func sent(_ label: String) {
        lines.append(label + " dispatched " + dispatched.joined(separator: ", "))
        dispatched = []
    }

    for (i, s) in parityStates().enumerated() {
        for movieId in [7, 8, 4] {
            let name = "MovieDetail(movieId: \(movieId)) \(i)"
            let props = MovieDetail(movieId: movieId).map(state: s, dispatch: dispatch)
            lines.append("\(name): title=\(String(reflecting: props.title))")
            lines.append("\(name): subtitle=\(String(reflecting: props.subtitle))")
            lines.append("\(name): isInWishlist=\(String(reflecting: props.isInWishlist))")
            props.addToWishlist()
            sent("\(name): addToWishlist()")
            props.rate(4)
            sent("\(name): rate(4)")
        }

        do {
            let name = "Wishlist \(i)"
            let props = Wishlist().map(state: s, dispatch: dispatch)
            lines.append("\(name): rows=\(String(reflecting: props.rows))")
            lines.append("\(name): countLabel=\(String(reflecting: props.countLabel))")
            props.remove(9)
            sent("\(name): remove(9)")
        }

        for personId in [1, 2, 3] {
            let name = "PersonRow(personId: \(personId)) \(i)"
            let props = PersonRow(personId: personId).map(state: s, dispatch: dispatch)
            lines.append("\(name): name=\(String(reflecting: props.name))")
            lines.append("\(name): knownFor=\(String(reflecting: props.knownFor))")
            lines.append("\(name): isFan=\(String(reflecting: props.isFan))")
            props.join()
            sent("\(name): join()")
            props.leave()
            sent("\(name): leave()")
        }

        do {
            let name = "MoviesHeader \(i)"
            let props = MoviesHeader().map(state: s, dispatch: dispatch)
            lines.append("\(name): title=\(String(reflecting: props.title))")
            lines.append("\(name): movieCount=\(String(reflecting: props.movieCount))")
            lines.append("\(name): hasWishes=\(String(reflecting: props.hasWishes))")
        }

        do {
            let name = "SearchResults \(i)"
            let props = SearchResults().map(state: s, dispatch: dispatch)
            lines.append("\(name): query=\(String(reflecting: props.query))")
            lines.append("\(name): titles=\(String(reflecting: props.titles))")
            lines.append("\(name): message=\(String(reflecting: props.message))")
            props.search("heat")
            sent("\(name): search(\"heat\")")
            props.clear()
            sent("\(name): clear()")
        }

        do {
            let name = "SearchField \(i)"
            let props = SearchField().map(state: s, dispatch: dispatch)
            lines.append("\(name): query=\(String(reflecting: props.query.wrappedValue))")
            lines.append("\(name): resultCount=\(String(reflecting: props.resultCount))")
            props.query.wrappedValue = "ronin"
            sent("\(name): query = \"ronin\"")
        }

        for isCompact in [true, false] {
            let name = "UpcomingList(isCompact: \(isCompact)) \(i)"
            let props = UpcomingList(isCompact: isCompact).map(state: s, dispatch: dispatch)
            lines.append("\(name): titles=\(String(reflecting: props.titles))")
            lines.append("\(name): count=\(String(reflecting: props.count))")
            props.loadMore()
            sent("\(name): loadMore()")
        }
    }
    if !dispatched.isEmpty { sent("unexpected:") }
    return lines
}
