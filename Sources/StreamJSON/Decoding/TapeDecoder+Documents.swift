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
    /// about to reuse. If nothing else holds the decoder (`isKept` false), it forgets what
    /// belongs to this document and is ready for the next one; returns false.
    ///
    /// Otherwise user code kept something that reads the document (a container, the decoder,
    /// a super decoder: each holds the decoder) and may read it after the call, as Foundation
    /// allows: the decoder is detached onto a copy of the bytes and onto the tape, which the
    /// session then gives up (returns true). A kept decoder keeps its coding path arena, since
    /// kept containers and super decoders read their paths from it, and gets type caches of its
    /// own, since it may be used on another thread while the session goes on.
    func endDocument(isKept: Bool) -> Bool {
        guard isKept else {
            arena.reset()
            if !keyIndexes.isEmpty { keyIndexes = [:] }
            if !convertedKeyTables.isEmpty { convertedKeyTables = [:] }
            return false
        }
        detach()
        return true
    }

    /// Points the decoder at a copy of its bytes instead of the memory lent for the call, with
    /// type caches of its own and no container reuse: nothing ends a detached decoder's
    /// documents, so nothing would park its boxes.
    private func detach() {
        let bytesCopy = InputBytes.Copy(of: bytes)
        ownBytes = bytesCopy
        bytes = bytesCopy.view
        knownTypes = KnownTypes()
        keyedBoxes.removeAll()
        keyedBoxes.disable()
    }
}
