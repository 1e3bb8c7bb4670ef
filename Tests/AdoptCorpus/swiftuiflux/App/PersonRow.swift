// A row made for one person, its input read as `self.personId`: a subscripted slice, a multi-line closure argument, and closures that read the input.

import SwiftUI
import SwiftUIFlux

struct PersonRow: @preconcurrency ConnectedView {
    struct Props {
        let name: String
        let knownFor: String
        let isFan: Bool
        let join: () -> Void
        let leave: () -> Void
    }

    let personId: Int

    func map(state: AppState, dispatch: @escaping DispatchFunction) -> Props {
        let person = state.peopleState.people[self.personId]
        let movies = state.moviesState.movies
        return Props(
            name: person?.name ?? "Unknown",
            knownFor: (person?.knownFor ?? [])
                .compactMap { movies[$0]?.title }
                .joined(separator: ", "),
            isFan: state.peopleState.fanClub.contains(self.personId),
            join: { dispatch(PeopleActions.AddToFanClub(person: self.personId)) },
            leave: { dispatch(PeopleActions.RemoveFromFanClub(person: personId)) })
    }

    func body(props: Props) -> some View {
        Button(props.name) { props.isFan ? props.leave() : props.join() }
    }
}
