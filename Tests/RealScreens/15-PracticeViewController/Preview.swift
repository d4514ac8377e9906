// Stand-ins and previews for justPracticeOnUIKITWithoutStoryboard's ViewController (anchors, a segmented
// control, and Xcode's `#Preview` macro at the end of the file).

import UIKit

/// The screen the red button presents.
final class SecondViewController: UIViewController {}

struct PracticeViewController_Previews: PreviewProvider {
    static var previews: [Preview] {
        [Preview("Practice ViewController") { namingViews(of: ViewController()) }]
    }
}
