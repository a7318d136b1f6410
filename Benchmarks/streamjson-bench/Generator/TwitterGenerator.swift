// Writes a twitter.json look-alike: a search API page of statuses, 73% of them retweets that
// embed the status they retweet, pretty-printed with two spaces like the original.
//
// Its character is what matters for a benchmark: long string values (Japanese text, emoji,
// HTML with quoted attributes, URLs), escapes (`\"`, `\n`, `\r`, `\\`, and some `\uXXXX`
// including surrogate pairs), 18-digit integer ids, many booleans and nulls, nested objects.

struct TwitterGenerator {
    var random: SplitMix64
    private var nextStatusId = 505_874_924_095_815_681

    init(seed: UInt64) {
        random = SplitMix64(seed: seed ^ 0x7477_6974_7465_72)  // "twitter"
    }

    /// A document with `statusCount` top-level statuses (the corpus has 100).
    mutating func document(statusCount: Int) -> [UInt8] {
        var writer = JSONTextWriter(indentWidth: 2, reservingCapacity: statusCount * 6_500)
        let firstId = nextStatusId
        writer.object { w in
            w.member(
                "statuses",
                array: { w in
                    for _ in 0..<statusCount { writeStatus(into: &w, allowRetweet: true) }
                })
            w.member(
                "search_metadata",
                object: { w in
                    w.key("completed_in")
                    w.double(0.087)
                    w.member("max_id", firstId)
                    w.member("max_id_str", String(firstId))
                    w.member(
                        "next_results", "?max_id=\(nextStatusId)&q=%E4%B8%80&count=\(statusCount)&include_entities=1")
                    w.member("query", "%E4%B8%80")
                    w.member("refresh_url", "?since_id=\(firstId)&q=%E4%B8%80&include_entities=1")
                    w.member("count", statusCount)
                    w.member("since_id", 0)
                    w.member("since_id_str", "0")
                })
        }
        return writer.bytes
    }

    // MARK: Records

    private mutating func writeStatus(into w: inout JSONTextWriter, allowRetweet: Bool) {
        let id = nextStatusId
        nextStatusId -= random.int(1_000_000...90_000_000_000)
        let retweeted: (screenName: String, name: String, userId: Int)? =
            allowRetweet && random.chance(0.73) ? (screenName(), personName(), userId()) : nil
        let replyTo: (screenName: String, userId: Int, statusId: Int?)? =
            random.chance(0.09) ? (screenName(), userId(), random.chance(0.6) ? id - 5_000_000 : nil) : nil
        let mentions = (0..<random.int(0...2)).map { _ in (screenName(), personName(), userId()) }
        let hashtags = (0..<(random.chance(0.08) ? random.int(1...2) : 0)).map { _ in hashtag() }
        let links = (0..<(random.chance(0.13) ? 1 : 0)).map { _ in shortURL() }
        let hasMedia = random.chance(0.06)
        var text = retweeted.map { "RT @\($0.screenName): " } ?? replyTo.map { "@\($0.screenName) " } ?? ""
        text += statusText()
        for tag in hashtags { text += " #\(tag)" }
        for link in links { text += " \(link)" }
        let escapeText = random.chance(0.1)

        w.object { w in
            w.member(
                "metadata",
                object: { w in
                    w.member("result_type", "recent")
                    w.member("iso_language_code", random.chance(0.96) ? "ja" : "zh")
                })
            w.member("created_at", timestamp(year: 2014))
            w.member("id", id)
            w.member("id_str", String(id))
            w.member("text", text, escapingNonASCII: escapeText)
            w.member("source", random.pick(Self.sources))
            w.member("truncated", false)
            w.member("in_reply_to_status_id", replyTo?.statusId)
            w.member("in_reply_to_status_id_str", replyTo?.statusId.map(String.init))
            w.member("in_reply_to_user_id", replyTo?.userId)
            w.member("in_reply_to_user_id_str", replyTo.map { String($0.userId) })
            w.member("in_reply_to_screen_name", replyTo?.screenName)
            w.key("user")
            writeUser(into: &w)
            w.member("geo", nil as String?)
            w.member("coordinates", nil as String?)
            w.member("place", nil as String?)
            w.member("contributors", nil as String?)
            if retweeted != nil {
                w.key("retweeted_status")
                writeStatus(into: &w, allowRetweet: false)
            }
            w.member("retweet_count", retweeted != nil ? random.int(1...3_000) : 0)
            w.member("favorite_count", random.chance(0.7) ? 0 : random.int(1...500))
            w.member(
                "entities",
                object: { w in
                    w.member(
                        "hashtags",
                        array: { w in
                            var offset = max(0, text.count - 20)
                            for tag in hashtags {
                                w.object { w in
                                    w.member("text", tag)
                                    w.member("indices", ints: [offset, offset + tag.count + 1])
                                }
                                offset += tag.count + 2
                            }
                        })
                    w.member("symbols", array: { _ in })
                    w.member(
                        "urls",
                        array: { w in
                            for link in links { writeURLEntity(link, at: max(0, text.count - 22), into: &w) }
                        })
                    w.member(
                        "user_mentions",
                        array: { w in
                            var offset = 0
                            for (screenName, name, userId) in mentions {
                                w.object { w in
                                    w.member("screen_name", screenName)
                                    w.member("name", name)
                                    w.member("id", userId)
                                    w.member("id_str", String(userId))
                                    w.member("indices", ints: [offset, offset + screenName.count + 1])
                                }
                                offset += screenName.count + 2
                            }
                        })
                    if hasMedia {
                        w.member("media", array: { w in writeMedia(into: &w, statusId: id) })
                    }
                })
            w.member("favorited", false)
            w.member("retweeted", false)
            if random.chance(0.15) { w.member("possibly_sensitive", false) }
            w.member("lang", random.chance(0.96) ? "ja" : "zh")
        }
    }

    private mutating func writeUser(into w: inout JSONTextWriter) {
        let id = userId()
        let name = screenName()
        let hasURL = random.chance(0.11)
        let hasTimeZone = random.chance(0.19)
        let imageId = random.int(100_000_000_000_000_000...600_000_000_000_000_000)
        w.object { w in
            w.member("id", id)
            w.member("id_str", String(id))
            w.member("name", personName(), escapingNonASCII: random.chance(0.1))
            w.member("screen_name", name)
            w.member("location", random.chance(0.4) ? "" : random.pick(Self.locations))
            w.member("description", userDescription())
            w.member("url", hasURL ? shortURL() : nil)
            w.member(
                "entities",
                object: { w in
                    if hasURL {
                        w.member(
                            "url",
                            object: { w in
                                w.member("urls", array: { w in writeURLEntity(shortURL(), at: 0, into: &w) })
                            })
                    }
                    w.member(
                        "description",
                        object: { w in
                            w.member(
                                "urls",
                                array: { w in
                                    if random.chance(0.04) { writeURLEntity(shortURL(), at: 12, into: &w) }
                                })
                        })
                })
            w.member("protected", false)
            w.member("followers_count", random.int(0...20_000))
            w.member("friends_count", random.int(0...5_000))
            w.member("listed_count", random.int(0...300))
            w.member("created_at", timestamp(year: random.int(2008...2014)))
            w.member("favourites_count", random.int(0...50_000))
            w.member("utc_offset", hasTimeZone ? random.pick([32_400, -36_000, 28_800]) : nil)
            w.member("time_zone", hasTimeZone ? random.pick(["Tokyo", "Hawaii", "Irkutsk", "Osaka"]) : nil)
            w.member("geo_enabled", random.chance(0.3))
            w.member("verified", false)
            w.member("statuses_count", random.int(1...100_000))
            w.member("lang", "ja")
            w.member("contributors_enabled", false)
            w.member("is_translator", false)
            w.member("is_translation_enabled", false)
            w.member("profile_background_color", random.pick(Self.colors))
            w.member("profile_background_image_url", "http://abs.twimg.com/images/themes/theme1/bg.png")
            w.member("profile_background_image_url_https", "https://abs.twimg.com/images/themes/theme1/bg.png")
            w.member("profile_background_tile", random.chance(0.2))
            let image = "pbs.twimg.com/profile_images/\(imageId)/\(token(8))_normal.jpeg"
            w.member("profile_image_url", "http://" + image)
            w.member("profile_image_url_https", "https://" + image)
            if random.chance(0.86) {
                let banner = random.int(1_300_000_000...1_409_000_000)
                w.member("profile_banner_url", "https://pbs.twimg.com/profile_banners/\(id)/\(banner)")
            }
            w.member("profile_link_color", random.pick(Self.colors))
            w.member("profile_sidebar_border_color", random.pick(Self.colors))
            w.member("profile_sidebar_fill_color", random.pick(Self.colors))
            w.member("profile_text_color", random.pick(Self.colors))
            w.member("profile_use_background_image", random.chance(0.8))
            w.member("default_profile", random.chance(0.5))
            w.member("default_profile_image", false)
            w.member("following", false)
            w.member("follow_request_sent", false)
            w.member("notifications", false)
        }
    }

    private mutating func writeURLEntity(_ url: String, at offset: Int, into w: inout JSONTextWriter) {
        let site = random.pick(Self.sites)
        let path = token(10)
        w.object { w in
            w.member("url", url)
            w.member("expanded_url", "http://\(site)/\(path)")
            w.member("display_url", "\(site)/\(path)")
            w.member("indices", ints: [offset, offset + url.count])
        }
    }

    private mutating func writeMedia(into w: inout JSONTextWriter, statusId: Int) {
        let mediaId = statusId - random.int(0...1_000)
        let file = token(15)
        let link = shortURL()
        let fromRetweet = random.chance(0.67)
        w.object { w in
            w.member("id", mediaId)
            w.member("id_str", String(mediaId))
            w.member("indices", ints: [random.int(0...40), random.int(41...80)])
            w.member("media_url", "http://pbs.twimg.com/media/\(file).jpg")
            w.member("media_url_https", "https://pbs.twimg.com/media/\(file).jpg")
            w.member("url", link)
            w.member("display_url", "pic.twitter.com/" + link.suffix(10))
            w.member("expanded_url", "http://twitter.com/\(screenName())/status/\(mediaId)/photo/1")
            w.member("type", "photo")
            w.member(
                "sizes",
                object: { w in
                    for (name, width, height, resize) in [
                        ("medium", 600, 338, "fit"), ("small", 340, 192, "fit"),
                        ("thumb", 150, 150, "crop"), ("large", 765, 432, "fit"),
                    ] {
                        w.member(
                            name,
                            object: { w in
                                w.member("w", width)
                                w.member("h", height)
                                w.member("resize", resize)
                            })
                    }
                })
            if fromRetweet {
                w.member("source_status_id", mediaId)
                w.member("source_status_id_str", String(mediaId))
            }
        }
    }
}
