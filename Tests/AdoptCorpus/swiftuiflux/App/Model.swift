// The app state and actions of a movie app built on SwiftUIFlux: the state is `FluxState`,
// each action a struct conforming to SwiftUIFlux's `Action`.

import SwiftUIFlux

struct Movie: Equatable {
    var id: Int
    var title: String
    var year: Int
    var genres: [String] = []
}

struct Person: Equatable {
    var id: Int
    var name: String
    var knownFor: [Int] = []
}

struct MoviesState: FluxState {
    var movies: [Int: Movie] = [:]
    var wishlist: [Int] = []
    var ratings: [Int: Int] = [:]
    var upcoming: [Int] = []
}

struct PeopleState: FluxState {
    var people: [Int: Person] = [:]
    var fanClub: [Int] = []
}

struct SearchState: FluxState {
    var query = ""
    var results: [Int] = []
}

struct AppState: FluxState {
    var moviesState = MoviesState()
    var peopleState = PeopleState()
    var searchState = SearchState()
}

enum MoviesActions {
    struct AddToWishlist: Action, Equatable {
        let movie: Int
    }

    struct RemoveFromWishlist: Action, Equatable {
        let movie: Int
    }

    struct Rate: Action, Equatable {
        let movie: Int
        let stars: Int
    }

    struct LoadMoreUpcoming: Action, Equatable {}
}

enum PeopleActions {
    struct AddToFanClub: Action, Equatable {
        let person: Int
    }

    struct RemoveFromFanClub: Action, Equatable {
        let person: Int
    }
}

enum SearchActions {
    struct SetQuery: Action, Equatable {
        let query: String
    }

    struct Clear: Action, Equatable {}
}
