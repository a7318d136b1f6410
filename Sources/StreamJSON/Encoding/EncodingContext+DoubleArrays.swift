// Arrays of doubles, and arrays of them (GeoJSON's positions, rings and polygons): in direct mode
// written by the writer's loops, without a generic `encode(to:)`, container and slot per array
// and a mode operation per element. Tree mode takes the general path.

extension ScalarType {
    /// 2 for `[[Double]]`, 3 for `[[[Double]]]`, 4 for `[[[[Double]]]]`, nil for other types.
    @inline(__always)
    static func doubleArrayDepth<T>(_ type: T.Type) -> Int? {
        if ObjectIdentifier(type) == ObjectIdentifier([[Double]].self) { return 2 }
        if ObjectIdentifier(type) == ObjectIdentifier([[[Double]]].self) { return 3 }
        if ObjectIdentifier(type) == ObjectIdentifier([[[[Double]]]].self) { return 4 }
        return nil
    }
}

extension EncodingContext {
    /// Writes the elements of a `[Double]` into the array the slot holds (opened by the caller).
    func writeDoubles(_ values: [Double], into slot: FrameRef) throws {
        guard let direct = activeDirectMode else {
            for value in values {
                let index = try beginElement(in: slot)
                try writeDouble(value, codingPath: codingPath(of: slot) + [JSONCodingKey(index: index)])
                finishScalar()
            }
            return
        }
        try direct.writeElements(in: slot) { first in
            var index = 0
            while true {
                index = writer.writeFiniteDoubleElements(values, from: index)
                guard index < values.count else { return index }
                // Infinity or NaN: the strategy writes it, or throws.
                writer.beginElement()
                let position = first &+ index
                try writeDouble(
                    values[index], codingPath: codingPath(of: slot) + [JSONCodingKey(index: position)])
                index &+= 1
            }
        }
    }

    /// Writes `value`, a `[[Double]]`, `[[[Double]]]` or `[[[[Double]]]]` (`depth` 2 to 4), into
    /// the empty slot in direct mode, and returns true; returns false in tree mode.
    func encodeDoubleArrays<T>(_ value: T, depth: Int, into slot: FrameRef) throws -> Bool {
        guard let direct = activeDirectMode else { return false }
        openContainer(slot, isObject: false)
        try direct.writeElements(in: slot) { first in
            let path = ArrayIndexPath(slot: slot)
            switch depth {
            case 2:
                return try writeElements(identityCast(value, to: [[Double]].self), first: first, path: path) {
                    try writeDoubleArray($0, path: $1)
                }
            case 3:
                return try writeElements(identityCast(value, to: [[[Double]]].self), first: first, path: path) {
                    try writeArray($0, path: $1) { try writeDoubleArray($0, path: $1) }
                }
            default:
                return try writeElements(identityCast(value, to: [[[[Double]]]].self), first: first, path: path) {
                    try writeArray($0, path: $1) {
                        try writeArray($0, path: $1) { try writeDoubleArray($0, path: $1) }
                    }
                }
            }
        }
        return true
    }

    /// Writes each of `elements` with `write` as the next elements of the innermost array;
    /// returns how many. `path` leads to the array (for errors only).
    @inline(__always)
    private func writeElements<Element>(
        _ elements: [Element], first: Int, path: ArrayIndexPath,
        _ write: (Element, ArrayIndexPath) throws -> Void
    ) throws -> Int {
        var index = first
        for element in elements {
            writer.beginElement()
            try write(element, path.appending(index))
            index &+= 1
        }
        return elements.count
    }

    /// Writes `elements` as one array value, each with `write`.
    @inline(__always)
    private func writeArray<Element>(
        _ elements: [Element], path: ArrayIndexPath,
        _ write: (Element, ArrayIndexPath) throws -> Void
    ) throws {
        writer.beginArray()
        _ = try writeElements(elements, first: 0, path: path, write)
        writer.endArray()
    }

    /// Writes a `[Double]` as one array value: in one loop when every value is finite, else
    /// element by element through the non-conforming float strategy.
    private func writeDoubleArray(_ values: [Double], path: ArrayIndexPath) throws {
        if writer.writeFiniteDoubleArray(values) { return }
        writer.beginArray()
        for (index, value) in values.enumerated() {
            writer.beginElement()
            try writeDouble(value, codingPath: codingPath(of: path.slot) + path.appending(index).keys)
        }
        writer.endArray()
    }
}

/// Where a value inside nested arrays is: the slot of the outermost array and up to four
/// indices, made into coding keys only for an error.
struct ArrayIndexPath {
    let slot: FrameRef
    private var indices: (Int, Int, Int, Int) = (0, 0, 0, 0)
    private var count = 0

    init(slot: FrameRef) {
        self.slot = slot
    }

    /// This path and one more index.
    @inline(__always)
    func appending(_ index: Int) -> ArrayIndexPath {
        var path = self
        switch count {
        case 0: path.indices.0 = index
        case 1: path.indices.1 = index
        case 2: path.indices.2 = index
        default: path.indices.3 = index
        }
        path.count = Swift.min(count &+ 1, 4)
        return path
    }

    /// The indices as coding keys.
    var keys: [any CodingKey] {
        let all = [indices.0, indices.1, indices.2, indices.3]
        return all.prefix(count).map { JSONCodingKey(index: $0) }
    }
}
