// Stand-ins and previews for PostApp's TitleDescriptionView (Cartography): the file needs nothing of the app.

import Cartography
import UIKit

/// Shows one title-and-description view of each type pinned to the top of a screen, as PostApp's cells do.
final class TitleDescriptionHostController: UIViewController {
    let prominent = TitleDescriptionView(type: .prominent)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        prominent.lblTitle.text = "A post title that is long enough to wrap onto a second line on a phone"
        prominent.lblDescription.text = "The post's body, a short description."
        prominent.accessibilityIdentifier = "prominent"
        view.addSubview(prominent)
        constrain(prominent) { prominent in
            prominent.top == prominent.superview!.top + 20
            prominent.leading == prominent.superview!.leading
            prominent.trailing == prominent.superview!.trailing
        }
    }
}

struct TitleDescriptionView_Previews: PreviewProvider {
    static var previews: [Preview] {
        [Preview("TitleDescriptionView") { namingViews(of: TitleDescriptionHostController()) }]
    }
}
