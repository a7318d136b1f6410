/// One document after another: how a ``DecodingSession``'s decoder starts and ends a document,
/// and how a decoder that user code kept past its document detaches onto a copy of it
/// (ARCHITECTURE.md, "Kept past the call").
extension TapeDecoder {
    /// Points a decoder whose last document has ended (``endDocument()``) at the next one.
    func beginDocument(_ bytes: InputBytes, tape: Tape) {
        self.bytes = bytes
        self.tape = tape
        current = 0
        currentNode = 0
    }

    /// Parks the container boxes that nobody else holds, detaching them from the decoder, so
    /// that its session can see whether anything else still holds it (``endDocument(isKept:)``).
    func parkContainers() {
        keyedBoxes.park { $0.park() }
    }

    /// Ends a document of a ``DecodingSession``'s decoder, whose bytes and tape the session is
    /// about to reuse. If nothing else holds the decoder (`isKept` false) and no super decoder
    /// made over the document was kept, it forgets what belongs to this document and is ready
    /// for the next one; returns false.
    ///
    /// Otherwise user code kept something that reads the document (a container, the decoder,
    /// a super decoder) and may read it after the call, as Foundation allows: each such decoder
    /// is detached onto a copy of the bytes and onto the tape, which the session then gives up
    /// (returns true). A kept decoder keeps its coding path arena, since kept containers read
    /// their paths from it, and gets type caches of its own, since it may be used on another
    /// thread while the session goes on.
    func endDocument(isKept: Bool) -> Bool {
        var copy: InputBytes.Copy?
        if !superDecoders.isEmpty {
            detachKeptSuperDecoders(into: &copy)
        }
        if isKept {
            detach(into: &copy)
        } else {
            arena.reset()
            if !keyIndexes.isEmpty { keyIndexes = [:] }
            if !convertedKeyTables.isEmpty { convertedKeyTables = [:] }
        }
        return copy != nil
    }

    /// Detaches the super decoders made over the document that something else still holds,
    /// and those they made, sharing one copy of the bytes, and forgets the others.
    private func detachKeptSuperDecoders(into copy: inout InputBytes.Copy?) {
        for position in superDecoders.indices {
            let isKept = !isKnownUniquelyReferenced(&superDecoders[position])
            let superDecoder = superDecoders[position]
            superDecoder.detachKeptSuperDecoders(into: &copy)
            if isKept { superDecoder.detach(into: &copy) }
        }
        superDecoders = []
    }

    /// Points the decoder at `copy` (made from its bytes if nil) instead of the memory lent for
    /// the call, with type caches of its own and no container reuse: nothing ends a detached
    /// decoder's documents, so nothing would park its boxes.
    private func detach(into copy: inout InputBytes.Copy?) {
        let bytesCopy = copy ?? InputBytes.Copy(of: bytes)
        copy = bytesCopy
        ownBytes = bytesCopy
        bytes = bytesCopy.view
        knownTypes = KnownTypes()
        keyedBoxes.removeAll()
        keyedBoxes.disable()
    }

    /// Keeps `decoder`, a super decoder made over this decoder's document, so that the end of
    /// the document can detach it if user code keeps it; one made by a detached decoder shares
    /// its copy of the bytes instead.
    func remember(superDecoder decoder: TapeDecoder) {
        if let ownBytes {
            decoder.ownBytes = ownBytes
        } else {
            superDecoders.append(decoder)
        }
    }
}
