// Building expressions and constraints with the operators.

import Testing

@testable import Cassowary

@Suite struct ExpressionTests {
    let x = Variable("x")
    let y = Variable("y")

    @Test func arithmeticBuildsTermsAndConstant() {
        let e = (x + 2 * y - 3) / 2
        #expect(e.terms.map(\.coefficient) == [0.5, 1])
        #expect(e.terms[0].variable === x && e.terms[1].variable === y)
        #expect(e.constant == -1.5)
    }

    @Test func subtractionFromAConstantNegatesTheVariable() {
        let e = 10 - x
        #expect(e.terms.map(\.coefficient) == [-1])
        #expect(e.constant == 10)
        let f = 10 - (x + 1)
        #expect(f.terms.map(\.coefficient) == [-1])
        #expect(f.constant == 9)
        #expect((-x).terms.map(\.coefficient) == [-1])
    }

    @Test func constraintMovesEverythingToTheLeft() {
        let c = x + 5 <= y * 3
        #expect(c.relation == .lessThanOrEqual)
        #expect(c.expression.constant == 5)
        #expect(c.expression.terms.map(\.coefficient) == [1, -3])
        #expect(c.strength == .required)
        #expect(c.description == "x - 3 * y <= -5")
    }

    @Test func strengthOperatorKeepsTheRelation() {
        let c = x >= 10 ~ .weak
        #expect(c.strength == .weak)
        #expect(c.relation == .greaterThanOrEqual)
        #expect(c.description == "x >= 10 (weak)")
        #expect((x == y ~ Strength(priority: 600, weight: 2)).description == "x - y == 0 (priority 600 weight 2)")
    }

    @Test func simplifiedMergesRepeatedVariables() {
        let e = (x + y + x - y + 1).simplified()
        #expect(e.terms.count == 1)
        #expect(e.terms[0].coefficient == 2)
        #expect(e.description == "2 * x + 1")
    }

    @Test func autoLayoutPrioritiesMapOneToOne() {
        #expect(Strength(autoLayoutPriority: 1000) == .required)
        #expect(Strength(autoLayoutPriority: 750) == .strong)
        #expect(Strength(autoLayoutPriority: 250) == .weak)
        #expect(Strength(autoLayoutPriority: 1).isValid)
        #expect(!Strength(priority: 0).isValid)
        #expect(!Strength(priority: 1001).isValid)
        #expect(!Strength(priority: 500, weight: .nan).isValid)
        #expect(Strength.weak < .medium && Strength.medium < .strong && Strength.strong < .required)
    }
}
