/// JSON Merge Patch (RFC 7396): a patch that looks like the document it changes.
///
/// ```swift
/// var value: JSONValue = ["title": "Goodbye!", "author": ["givenName": "John", "familyName": "Doe"]]
/// value.applyMergePatch(["title": "Hello!", "author": ["familyName": nil]])
/// // {"title":"Hello!","author":{"givenName":"John"}}
/// ```
///
/// An object in the patch is merged member by member into the value (an object is made if
/// the value is not one); a member whose patch value is `null` is removed; anything else
/// (a string, a number, an array) replaces what was there. So a merge patch cannot set a
/// member to `null`, nor change part of an array: ``mergePatch(to:)`` says what that means
/// for the patches it makes.
extension JSONValue {
    /// Applies the merge patch `patch` to this value (RFC 7396 §2). This never fails: every
    /// JSON value is a merge patch.
    public mutating func applyMergePatch(_ patch: JSONValue) {
        guard case .object(let members) = patch else {
            self = patch
            return
        }
        guard case .object(var object) = self else {
            var object = JSONObject()
            for (key, value) in members where !value.isNull {
                var member = JSONValue.null
                member.applyMergePatch(value)
                object[key] = member
            }
            self = .object(object)
            return
        }
        self = .null  // release the payload, so that `object` is uniquely referenced
        for (key, value) in members {
            if value.isNull {
                object.removeValue(forKey: key)
            } else if var member = object[key] {
                object[key] = .null  // so that `member` is uniquely referenced
                member.applyMergePatch(value)
                object[key] = member
            } else {
                var member = JSONValue.null
                member.applyMergePatch(value)
                object[key] = member
            }
        }
        self = .object(object)
    }

    /// This value with the merge patch `patch` applied (see ``applyMergePatch(_:)``).
    public func applyingMergePatch(_ patch: JSONValue) -> JSONValue {
        var result = self
        result.applyMergePatch(patch)
        return result
    }

    /// The merge patch that turns this value into `target`: for two objects, a member for each
    /// difference (`null` for a member `target` lacks, a nested patch for two objects, the
    /// target's value otherwise); for anything else, `target` itself.
    ///
    /// ```swift
    /// let old: JSONValue = ["a": 1, "b": ["c": 2, "d": 3]]
    /// let new: JSONValue = ["a": 1, "b": ["c": 4], "e": [5]]
    /// old.mergePatch(to: new)                          // {"b":{"c":4,"d":null},"e":[5]}
    /// old.applyingMergePatch(old.mergePatch(to: new)) == new   // true
    /// ```
    ///
    /// > Note: `null` in a merge patch removes a member, so no merge patch can write a member
    /// > whose value is `null`. Where `target` has one that this value does not have with the
    /// > same value (`null`), the patch leaves it out (or removes the member), and applying
    /// > the patch gives `target` without it; an array is always written whole, `null`
    /// > elements included. ``exactMergePatch(to:)`` returns nil in that case instead.
    public func mergePatch(to target: JSONValue) -> JSONValue {
        var exact = true
        return Self.mergePatch(from: self, to: target, exact: &exact)
    }

    /// The merge patch that turns this value into `target` exactly, or nil if there is none
    /// because `target` has a member whose value is `null` that the patch would have to write
    /// (see ``mergePatch(to:)``).
    public func exactMergePatch(to target: JSONValue) -> JSONValue? {
        var exact = true
        let patch = Self.mergePatch(from: self, to: target, exact: &exact)
        // Not `exact ? patch : nil`, where `nil` would be the JSONValue `null` literal.
        guard exact else { return Optional.none }
        return patch
    }

    /// The patch from `source` to `target`; clears `exact` if applying it does not give `target`.
    private static func mergePatch(from source: JSONValue, to target: JSONValue, exact: inout Bool) -> JSONValue {
        guard case .object(let targetObject) = target else { return target }
        guard case .object(let sourceObject) = source else {
            // Applied to a value that is not an object, the patch is merged into an empty object.
            if exact && target.hasNullMember { exact = false }
            return target
        }
        var patch = JSONObject()
        for (key, old) in sourceObject {
            guard let value = targetObject[key] else {
                patch[key] = .null
                continue
            }
            guard old != value else { continue }
            if value.isNull {
                exact = false  // `null` would remove the member: the patch removes it
                patch[key] = .null
            } else {
                patch[key] = mergePatch(from: old, to: value, exact: &exact)
            }
        }
        for (key, value) in targetObject where !sourceObject.contains(key: key) {
            if value.isNull {
                exact = false  // `null` would remove the member: the patch leaves it out
            } else {
                if exact && value.hasNullMember { exact = false }
                patch[key] = value
            }
        }
        return .object(patch)
    }

    /// Whether an object reached from this value through objects only has a member whose
    /// value is `null` (which merging this value as a patch would drop).
    private var hasNullMember: Bool {
        guard case .object(let object) = self else { return false }
        return object.contains { $0.value.isNull || $0.value.hasNullMember }
    }
}
