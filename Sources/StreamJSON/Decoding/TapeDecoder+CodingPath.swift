/// Coding paths: built from the arena's parent-linked nodes only when someone asks (an error,
/// `codingPath`), and cached for the probes of one value and the elements of one array.
extension TapeDecoder {
    /// The coding path from the root to `node`.
    func codingPath(to node: Int32) -> [any CodingKey] {
        if node == arena.cachedPathNode { return arena.cachedPath }
        let isLive = node > 0 && Int(node) < arena.count
        let parent = isLive ? arena.parent(of: node) : -1
        var path: [any CodingKey]
        if parent > 0 && parent == arena.cachedParentNode {
            path = arena.cachedParentPath
            path.append(codingKey(for: arena.component(of: node)))
        } else {
            path = arena.path(to: node) { codingKey(for: $0) }
            if parent > 0 {
                arena.cachedParentNode = parent
                arena.cachedParentPath = Array(path.dropLast())
            }
        }
        arena.cachedPathNode = node
        arena.cachedPath = path
        return path
    }

    /// The coding key a path component stands for.
    fileprivate func codingKey(for component: CodingPathArena.Component) -> any CodingKey {
        switch component {
        case .root: return JSONCodingKey(stringValue: "")
        case .key(let key): return key
        case .index(let index): return IndexCodingKey(index: index)
        case .tapeKey(let index):
            // As Foundation: an integer-looking key has an intValue with the default keys only.
            return JSONCodingKey(dictionaryKey: string(at: index), usesDefaultKeys: usesDefaultKeys)
        }
    }

    /// The coding path to `node` followed by `extra`.
    func codingPath(to node: Int32, appending extra: any CodingKey) -> [any CodingKey] {
        codingPath(to: node) + [extra]
    }
}
