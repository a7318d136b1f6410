// Writes a citm_catalog.json look-alike: a concert hall's catalogue, pretty-printed with four
// spaces like the original.
//
// Its character: integers everywhere (9-digit ids, 13-digit millisecond timestamps, prices),
// objects used as dictionaries keyed by numeric strings, French names with accents, many small
// objects (`{"areaId": 205705999, "blockIds": []}`) and nulls.

struct CitmGenerator {
    private var random: SplitMix64

    init(seed: UInt64) {
        random = SplitMix64(seed: seed ^ 0x6369_746D)  // "citm"
    }

    /// A document with `eventCount` events and `performanceCount` performances (the corpus has
    /// 184 and 243).
    mutating func document(eventCount: Int, performanceCount: Int) -> [UInt8] {
        let areaIds = (0..<17).map { 205_705_993 + $0 }
        let audienceId = 337_100_890
        let seatCategoryIds = (0..<64).map { 338_937_235 + 3 * $0 }
        let subTopicIds = (0..<19).map { 337_184_262 + 3 * $0 }
        let topicIds = [107_888_604, 324_846_098, 324_846_099, 324_846_100]
        let eventIds = (0..<eventCount).map { 138_586_341 + 4 * $0 }

        var writer = JSONTextWriter(indentWidth: 4, reservingCapacity: performanceCount * 7_200)
        writer.object { w in
            w.member(
                "areaNames",
                object: { w in
                    for (index, id) in areaIds.enumerated() {
                        w.member(String(id), Self.areaNames[index % Self.areaNames.count])
                    }
                })
            w.member("audienceSubCategoryNames", object: { w in w.member(String(audienceId), "Abonné") })
            w.member("blockNames", object: { _ in })
            w.member(
                "events",
                object: { w in
                    for id in eventIds {
                        w.member(
                            String(id),
                            object: { w in
                                w.member("description", nil as String?)
                                w.member("id", id)
                                w.member("logo", random.chance(0.45) ? logo() : nil)
                                w.member("name", random.pick(Self.eventNames))
                                w.member(
                                    "subTopicIds",
                                    ints: (0..<random.pick([0, 2, 3, 3, 3, 4, 5])).map { _ in
                                        random.pick(subTopicIds)
                                    })
                                w.member("subjectCode", nil as String?)
                                w.member("subtitle", nil as String?)
                                w.member(
                                    "topicIds",
                                    ints: (0..<random.pick([0, 3, 3, 3, 3, 2])).map { _ in
                                        random.pick(topicIds)
                                    })
                            })
                    }
                })
            w.member(
                "performances",
                array: { w in
                    var start = 1_372_701_600_000
                    for index in 0..<performanceCount {
                        let categories = random.pick([1, 2, 4, 4, 5, 5])
                        let chosen = (0..<categories).map { _ in random.pick(seatCategoryIds) }
                        start += random.int(0...12) * 3_600_000 * 24 + random.pick([0, 1_800_000])
                        w.object { w in
                            w.member("eventId", eventIds.isEmpty ? 0 : eventIds[index % eventIds.count])
                            w.member("id", 339_887_544 + 7 * index)
                            w.member("logo", random.chance(0.44) ? logo() : nil)
                            w.member("name", nil as String?)
                            w.member(
                                "prices",
                                array: { w in
                                    for category in chosen {
                                        w.object { w in
                                            w.member("amount", random.pick(Self.amounts))
                                            w.member("audienceSubCategoryId", audienceId)
                                            w.member("seatCategoryId", category)
                                        }
                                    }
                                })
                            w.member(
                                "seatCategories",
                                array: { w in
                                    for category in chosen {
                                        w.object { w in
                                            w.member(
                                                "areas",
                                                array: { w in
                                                    for _
                                                        in 0..<random.pick([
                                                            1, 5, 6, 6, 7, 10, 10, 11, 11, 12, 13, 13, 16,
                                                        ])
                                                    {
                                                        w.object { w in
                                                            w.member("areaId", random.pick(areaIds))
                                                            w.member("blockIds", ints: [])
                                                        }
                                                    }
                                                })
                                            w.member("seatCategoryId", category)
                                        }
                                    }
                                })
                            w.member("seatMapImage", nil as String?)
                            w.member("start", start)
                            w.member("venueCode", "PLEYEL_PLEYEL")
                        }
                    }
                })
            w.member(
                "seatCategoryNames",
                object: { w in
                    for (index, id) in seatCategoryIds.enumerated() {
                        w.member(String(id), Self.seatCategoryNames[index % Self.seatCategoryNames.count])
                    }
                })
            w.member(
                "subTopicNames",
                object: { w in
                    for (index, id) in subTopicIds.enumerated() {
                        w.member(String(id), Self.subTopicNames[index % Self.subTopicNames.count])
                    }
                })
            w.member("subjectNames", object: { _ in })
            w.member(
                "topicNames",
                object: { w in
                    for (index, id) in topicIds.enumerated() { w.member(String(id), Self.topicNames[index]) }
                })
            w.member(
                "topicSubTopics",
                object: { w in
                    for (index, id) in topicIds.enumerated() {
                        w.member(
                            String(id), ints: Array(subTopicIds.shuffled(using: &random).prefix([2, 1, 11, 5][index])))
                    }
                })
            w.member("venueNames", object: { w in w.member("PLEYEL_PLEYEL", "Salle Pleyel") })
        }
        return writer.bytes
    }

    private mutating func logo() -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
        return "/images/UE0AAAAACEK" + String((0..<4).map { _ in random.pick(alphabet) }) + "AAAAZDSVRN"
    }

    // MARK: Vocabulary

    private static let amounts = [57_000, 80_750, 180_500, 42_750, 28_500, 95_000, 90_250, 33_250, 66_500, 19_000]

    private static let areaNames = [
        "Arrière-scène central", "1er balcon central", "2ème balcon bergerie cour",
        "2ème balcon bergerie jardin", "1er balcon bergerie jardin", "1er balcon bergerie cour",
        "Arrière-scène jardin", "Arrière-scène cour", "2ème balcon jardin",
        "2ème balcon cour", "2ème Balcon central", "1er balcon jardin", "1er balcon cour",
        "Orchestre central", "Orchestre jardin", "Orchestre cour", "Zone physique secrète",
    ]

    private static let seatCategoryNames = [
        "1ère catégorie", "2ème catégorie", "3ème catégorie",
        "4ème catégorie", "5ème catégorie", "Catégorie unique", "Placement libre",
    ]

    private static let subTopicNames = [
        "Musique amplifiée", "Musique baroque", "Ciné-concert", "Musique classique", "Jazz",
        "Musique de chambre", "Musique dirigée", "Musique du monde", "Pop/rock", "Famille", "Concert",
        "Opéra (version de concert)", "Musique contemporaine", "Musique vocale", "Musique ancienne",
        "Chanson", "Voix",
    ]

    private static let topicNames = ["Activité", "Type de public", "Genre", "Formations musicales"]

    private static let eventNames = [
        "30th Anniversary Tour", "Berliner Philharmoniker", "Pittsburgh Symphony Orchestra",
        "Orchestre Philharmonique de Radio France", "WDR Sinfonieorchester Köln",
        "Alessandro - G.F. Haendel", "Orchestre Colonne", "Joshua Redman Quartet",
        "Orchestre Symphonique d'Etat de São Paulo", "Le génie italien",
        "Les Noces de Figaro - W.A. Mozart (version de concert)", "Orchestre Pasdeloup",
        "The Saxophone Summit", "Patricia Petibon - Nouveau Monde", "Russian National Orchestra",
        "Evgeny Kissin", "Bach, concertos pour piano", "\"Les Arts Florissants\" – William Christie",
    ]
}
