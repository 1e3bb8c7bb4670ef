public let libraryValue = generatedValue
