/// With `keepingEnvelope`: the envelope's other members, kept as a ``JSONValue`` as they
/// stream past.
extension EnvelopeFramer {
    /// Adds a finished value to the container on top of the stack, or makes it the envelope.
    mutating func attach(_ value: JSONValue) {
        guard !stack.isEmpty else {
            completedEnvelope = value
            return
        }
        let top = stack.count - 1
        if stack[top].isObject {
            // A later member with the array's key is a duplicate that decoding ignores: leave it out too.
            if !stack[top].isSkipped && top == pointer.tokens.count - 1 && stack[top].found
                && JSONPointer.token(pointer.tokens[top], matches: stack[top].key)
            {
                return
            }
            stack[top].members.append((stack[top].key, value))
        } else {
            stack[top].elements.append(value)
        }
    }

    /// The envelope read so far, without the array: nil unless `keepsEnvelope`, or before the
    /// root has started. Containers still open hold the members read so far.
    var envelope: JSONValue? {
        guard keepsEnvelope else { return nil }
        if let completedEnvelope { return completedEnvelope }
        var value: JSONValue?
        for level in stack.reversed() {
            var members = level.members
            var elements = level.elements
            if let inner = value {
                if level.isObject { members.append((level.key, inner)) } else { elements.append(inner) }
            }
            value = level.isObject ? .object(JSONObject(members)) : .array(elements)
        }
        return value
    }
}
