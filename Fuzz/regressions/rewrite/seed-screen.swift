import UIKit

@objcMembers final class Screen: UIViewController {
    @IBOutlet weak var label: UILabel!
    @objc dynamic var count = 0
    let note = "#selector(tap) @objc" // @IBAction
    let raw = #"raw "#selector(a)"#
    /* @objc /* nested */ dynamic var */
    override func viewDidLoad() {
        button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
        let item = UIBarButtonItem(title: "Go", style: .done, target: self, action: #selector(Screen.go))
        let pan = UIPanGestureRecognizer(target: self, action: #selector(self.dragged))
        let get = #selector(getter: Screen.title)
    }
    @objc(tapButton:) func tapped(_ sender: UIButton) {}
    @IBAction private func go() {}
}
