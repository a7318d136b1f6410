import Foundation

/// `.deferredToData` without `Data(from:)` in the common case.
///
/// `Data(from:)` reads its array through an unkeyed container and stores each byte with
/// `Data`'s subscript, whose exclusivity checks cost more than the rest of the decode; an array
/// of small integers is read here from the tape into one buffer instead. Anything else (a
/// nested value, a number that is not a byte, a null) returns nil, and the caller runs
/// `Data(from:)`, so errors and their coding paths stay the ones `Data(from:)` gives.
extension TapeDecoder {
    /// The bytes of the array at tape `index` when every element is a number that reads as a
    /// `UInt8` (as `decode(UInt8.self)` would read it), else nil.
    func byteArrayFromTape(at index: Int) -> Data? {
        guard index >= 0 else { return nil }
        let array = tape[index]
        guard array.kind == .array else { return nil }
        let count = array.count
        // Only scalars inside: the elements are the entries right after the array's.
        guard array.end == index + 1 + count else { return nil }
        var bytes = [UInt8]()
        bytes.reserveCapacity(count)
        var element = index + 1
        while element < array.end {
            guard tape[element].kind == .number,
                let byte = try? readInteger(UInt8.self, at: element)
            else { return nil }
            bytes.append(byte)
            element += 1
        }
        return Data(bytes)
    }
}
