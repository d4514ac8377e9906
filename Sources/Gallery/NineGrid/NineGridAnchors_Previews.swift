// The nine-grid written with anchors: random cells from the host's seeded generator, or the count asked for.

import Cartography

/// The seed's nine-grid made with NSLayoutAnchor; Refresh draws new cells.
struct NineGridAnchors_Previews: PreviewProvider {
    static var previews: [Preview] {
        [
            Preview("Nine-grid (anchors)") { context in
                try NineGridAnchorsViewController(generator: context.random, cellCount: context.itemCount)
            }
            .summary("The Weibo nine-grid again, written with NSLayoutAnchor: the same frames as the Cartography one.")
        ]
    }
}
