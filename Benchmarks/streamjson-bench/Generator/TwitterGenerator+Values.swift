// The text, numbers and vocabulary of the twitter.json look-alike (see TwitterGenerator.swift).

extension TwitterGenerator {
    // MARK: Values

    mutating func statusText() -> String {
        var text = ""
        for index in 0..<random.int(4...14) {
            if index > 0 {
                text += random.chance(0.3) ? random.pick(["\n", "\n\n", "\r\n", " "]) : ""
            }
            switch random.int(0...11) {
            case 0: text += random.pick(Self.emoji) + random.pick(Self.emoji)
            case 1: text += random.pick(Self.asciiPhrases)
            case 2: text += "「" + random.pick(Self.japanese) + "」"
            default: text += random.pick(Self.japanese)
            }
        }
        return text
    }

    mutating func userDescription() -> String {
        var text = ""
        for _ in 0..<random.int(2...10) {
            text += random.pick(Self.japanese)
            text += random.pick(["", "\n", "★", "♪", " ", "\r\n", "。"])
        }
        if random.chance(0.2) { text += random.pick(Self.asciiPhrases) }
        return text
    }

    mutating func personName() -> String {
        guard random.chance(0.6) else { return token(random.int(4...12)) }
        let given = String(random.pick(Self.japanese).prefix(random.int(2...6)))
        return given + random.pick(["", "☆", "🌸", "@相互"])
    }

    mutating func screenName() -> String {
        token(random.int(5...15), alphabet: Self.screenNameAlphabet)
    }

    mutating func hashtag() -> String {
        random.pick([
            "RTした人全員フォローする",
            "拡散希望", "LEDカツカツ",
            "sougofollow", "followme", "相互フォロー",
        ])
    }

    mutating func shortURL() -> String {
        "http://t.co/" + token(10)
    }

    mutating func userId() -> Int {
        random.chance(0.5) ? random.int(10_000_000...2_800_000_000) : random.int(100_000...99_999_999)
    }

    mutating func timestamp(year: Int) -> String {
        let day = random.pick(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"])
        let month = random.pick(["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"])
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(day) \(month) \(two(random.int(1...28))) \(two(random.int(0...23))):"
            + "\(two(random.int(0...59))):\(two(random.int(0...59))) +0000 \(year)"
    }

    mutating func token(_ length: Int, alphabet: [Character] = Self.tokenAlphabet) -> String {
        String((0..<length).map { _ in random.pick(alphabet) })
    }

    // MARK: Vocabulary

    static let tokenAlphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
    static let screenNameAlphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789_")

    static let japanese = [
        "おはようございます",
        "今日はいい天気ですね",
        "ライブ行きたい",
        "一緒に帰ろう",
        "名前:前田あゆみ",
        "第一印象:なんか怖っ！",
        "好きなところ:",
        "思い出:んーーー、ありすぎ",
        "最近ハマってるアニメ",
        "雨降ってきた……",
        "無言フォロー失礼します",
        "フォロバ100%です",
        "朝一ライカス辛目だよw",
        "金一地区太鼓台",
        "実況中（一同）",
        "面白いと思ったらRT",
        "一生もんのダチ",
        "この雨太郎、誠心誠意を持って",
        "Тестовый",  // Cyrillic and Chinese, for variety
        "中文测试一下",
    ]

    static let emoji = [
        "😋", "✨", "😊", "❤\u{FE0F}", "✋", "😘", "💖",
        "😂", "👍", "🌸", "(≧∇≦)", "♪",
    ]

    static let asciiPhrases = [
        "LINE交換", "Good morning!", "lol", "w", "SSDS", "DVD", "\"quoted\" words",
        "a\\b backslash", "http://example.jp/?q=1&r=2", "10/10", "<3", "#tbt",
    ]

    static let sources = [
        "<a href=\"http://twitter.com/download/iphone\" rel=\"nofollow\">Twitter for iPhone</a>",
        "<a href=\"http://twitter.com/download/android\" rel=\"nofollow\">Twitter for Android</a>",
        "<a href=\"http://twittbot.net/\" rel=\"nofollow\">twittbot.net</a>",
        "<a href=\"http://jigtwi.jp/?p=1\" rel=\"nofollow\">jigtwi</a>",
        "<a href=\"http://twicca.r246.jp/\" rel=\"nofollow\">twicca</a>",
        "web",
    ]

    static let locations = [
        "東京", "大阪府", "北海道", "Japan",
        "どこか", "愛知県 名古屋市",
    ]

    static let colors = ["C0DEED", "0084B4", "DDEEF6", "333333", "FFFFFF", "000000", "FF6699", "9AE4E8"]

    static let sites = ["twitpic.com", "ameblo.jp", "youtu.be", "instagram.com", "bit.ly"]
}
