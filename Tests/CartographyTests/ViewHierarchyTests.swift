// Cartography's ViewHierarchySpec (where constraints are installed) and MemoryLeakSpec.

import Foundation
import Testing

@testable import Cartography

@Suite struct ViewHierarchyTests {
    /// grandparent ⊃ parentA ⊃ childA, grandparent ⊃ parentB ⊃ childB
    func makeTree() -> (grandparent: View, parentA: View, parentB: View, childA: View, childB: View) {
        let grandparent = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let parentA = View()
        let parentB = View()
        let childA = View()
        let childB = View()
        grandparent.addSubview(parentA)
        grandparent.addSubview(parentB)
        parentA.addSubview(childA)
        parentB.addSubview(childB)
        return (grandparent, parentA, parentB, childA, childB)
    }

    @Test func installationView() {
        let tree = makeTree()
        constrain(tree.childA) { view in view.width == 10 }
        #expect(tree.childA.constraints.count == 1)
        constrain(tree.parentA, tree.childA) { parent, child in child.width == parent.width }
        #expect(tree.parentA.constraints.count == 1)
        constrain(tree.grandparent, tree.childA) { grandparent, child in child.height == grandparent.height }
        #expect(tree.grandparent.constraints.count == 1)
        constrain(tree.parentA, tree.parentB) { a, b in a.width == b.width }
        #expect(tree.grandparent.constraints.count == 2)
        constrain(tree.childA, tree.childB) { a, b in a.height == b.height }
        #expect(tree.grandparent.constraints.count == 3)
        constrain(tree.childA, tree.parentB) { a, b in a.top == b.top }
        #expect(tree.grandparent.constraints.count == 4)
    }

    /// Positions of cousins are compared in their common ancestor's coordinate space.
    @Test func cousinsShareTheGrandparentsSpace() {
        let tree = makeTree()
        constrain(tree.parentA, tree.parentB, tree.childA, tree.childB) { parentA, parentB, childA, childB in
            parentA.edges == inset(parentA.superview!.edges, 10, 20, 200, 30)
            parentB.edges == inset(parentB.superview!.edges, 250, 40, 10, 10)
            childA.left == parentA.left + 5
            childA.top == parentA.top + 5
            childA.size == parentA.size / 2
            childB.size == childA.size
            childB.left == childA.right
            childB.top == childA.bottom
        }
        tree.grandparent.layoutIfNeeded()
        // childA in grandparent space: (25, 15); size (175, 95) → childB's origin (200, 110) there,
        // which is (160, -140) in parentB's space.
        #expect(tree.childA.frame == CGRect(x: 5, y: 5, width: 175, height: 95))
        #expect(tree.childB.frame == CGRect(x: 160, y: -140, width: 175, height: 95))
    }

    @Test func removingAViewDeactivatesConstraintsToOutside() {
        let tree = makeTree()
        let inside = constrain(tree.parentA, tree.childA) { parent, child in child.width == parent.width }
        let outside = constrain(tree.childA, tree.childB) { a, b in a.width == b.width }
        tree.parentA.removeFromSuperview()
        #expect(inside.active)
        #expect(!outside.active)
        #expect(tree.grandparent.constraints.isEmpty)
        #expect(tree.parentA.constraints.count == 1)
    }

    @Test func subviewOperations() {
        let root = View()
        let a = View()
        let b = View()
        let c = View()
        root.addSubview(a)
        root.addSubview(b)
        root.insertSubview(c, at: 1)
        #expect(root.subviews.map(ObjectIdentifier.init) == [a, c, b].map(ObjectIdentifier.init))
        b.removeFromSuperview()
        #expect(root.subviews.count == 2 && b.superview == nil)
        c.addSubview(b)
        #expect(b.superview === c && b.rootView === root)
        a.addSubview(c)  // moves c (and b) under a
        #expect(root.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(a)])
        #expect(b.isDescendant(of: a))
    }

    @Test func cyclesAreRefused() {
        let recorder = IssueRecorder()
        defer { recorder.stop() }
        let parent = View()
        let child = View()
        parent.addSubview(child)
        child.addSubview(parent)
        #expect(parent.superview == nil)
        #expect(child.superview === parent)
        #expect(recorder.issues.contains { "\($0)".contains("is its ancestor") })
    }
}

@Suite struct MemoryLeakTests {
    @Test func constraintsAndGroupsDoNotRetainViews() {
        weak var weakSuperview: View?
        weak var weakA: View?
        weak var weakB: View?
        weak var weakGroup: ConstraintGroup?
        do {
            let superview = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let a = View()
            let b = View()
            superview.addSubview(a)
            superview.addSubview(b)
            let group = constrain(a, b) { a, b in
                a.edges == a.superview!.edges
                b.size == a.size
                b.top == a.top
                b.left == a.left
            }
            superview.layoutIfNeeded()
            weakSuperview = superview
            weakA = a
            weakB = b
            weakGroup = group
        }
        #expect(weakSuperview == nil)
        #expect(weakA == nil)
        #expect(weakB == nil)
        #expect(weakGroup == nil)
    }
}

@Suite struct CoordinateConversionTests {
    @Test func convertsBetweenNestedViews() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = View(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
        let b = View(frame: CGRect(x: 5, y: 7, width: 50, height: 50))
        let c = View(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
        root.addSubview(a)
        a.addSubview(b)
        root.addSubview(c)
        #expect(b.frameInRoot == CGRect(x: 15, y: 27, width: 50, height: 50))
        #expect(b.convert(CGPoint(x: 1, y: 1), to: c) == CGPoint(x: -84, y: -72))
        #expect(
            b.convert(CGRect(x: 0, y: 0, width: 3, height: 4), to: nil) == CGRect(x: 15, y: 27, width: 3, height: 4))
        #expect(root.frameInRoot == root.bounds)
    }
}
