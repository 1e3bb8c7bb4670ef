enum CounterAppAction: Equatable, Sendable { case add(Int) }
