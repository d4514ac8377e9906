// An image that keeps 16:9 and fits the window: as large as the room allows in either direction.

import Cartography
import Foundation

/// A 16:9 picture, centred, 20 points clear of every edge: the aspect ratio is required, the wish to fill the
/// width and the wish to fill the height are both strong, and the smaller of the two wins. The image
/// (160 × 90 points at 3×) is smaller than any room it gets, so its content size only hugs, which gives way.
final class AspectRatioViewController: UIViewController {
    let picture = UIImageView(image: GalleryImages.named("landscape"))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = DemoPalette.slate
        picture.backgroundColor = DemoPalette.yellow
        picture.contentMode = .scaleAspectFill
        picture.clipsToBounds = true
        picture.layer.borderWidth = 2
        picture.layer.borderColor = .white
        picture.accessibilityIdentifier = "picture"
        view.addSubview(picture)

        constrain(picture) { picture in
            picture.width == picture.height * (16.0 / 9.0)
            picture.center == picture.superview!.center
            picture.width <= picture.superview!.width - 40
            picture.height <= picture.superview!.height - 40
            picture.width == picture.superview!.width - 40 ~ .defaultHigh
            picture.height == picture.superview!.height - 40 ~ .defaultHigh
        }
    }
}

struct AspectRatio_Previews: PreviewProvider {
    static var groupName: String { DemoGroup.name }

    static var previews: [Preview] {
        [
            Preview("Aspect ratio 16:9") { AspectRatioViewController() }
                .summary("A 16:9 picture as large as the window allows: it fills the width or the height, never both.")
        ]
    }
}
