// The large spec of Benchmarks/large_input.sh: one connector (`BigConnector`, view `BigView`,
// one slice `items`) whose view state has as many one-line fields as it takes to reach a size,
//
//     field<i>: { type: Int, from: items.count + <i> }  # field <i>
//
// for i = 0, 1, 2, …; the field that reaches MEGABYTES MiB is the last, so the file is at least
// that large. Written to FILE:
//
//     large_spec MEGABYTES FILE
//
// Compiled once per run by Benchmarks/large_input.sh:
//
//     swiftc -O Benchmarks/large_spec.swift -o large_spec

import Foundation

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("large_spec: \(message)\n".utf8))
    exit(2)
}

let arguments = CommandLine.arguments
guard arguments.count == 3, let megabytes = Int(arguments[1]), megabytes >= 0 else {
    fail("usage: large_spec MEGABYTES FILE")
}
let path = arguments[2]
let size = megabytes * 1024 * 1024

var spec = Array("""
    connector: BigConnector
    state: AppState
    action: AppAction
    view: BigView
    slices:
      items: items
    viewState:

    """.utf8)
spec.reserveCapacity(size + 100)
var field = 0
while spec.count < size {
    spec += "  field\(field): { type: Int, from: items.count + \(field) }  # field \(field)\n".utf8
    field += 1
}

guard FileManager.default.createFile(atPath: path, contents: Data(spec)) else {
    fail("could not write \(path)")
}
