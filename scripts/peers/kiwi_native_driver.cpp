// The native kiwi side of the benchmark: kiwi's own C++ core (the header-only library in the kiwisolver
// 1.5.1 sdist, fetched at set-up by scripts/peers/build-kiwi-native and never committed) driven with no
// Python in between. Only kiwi's headers are included; this file is ours.
//
//   kiwi_native_driver SPEC          the full protocol of scripts/peers/kiwi_peer.py: prints one JSON object
//                                    (build, resize, refresh, calls, peakRSSKiB, checked)
//   kiwi_native_driver --once SPEC   one build in this fresh process, then exit: prints its seconds
//
// SPEC is the plain-text system the Swift benchmark writes (SystemSpec.plainText): one item a line,
//   variables V | constraint OP STRENGTH CONSTANT N (INDEX COEFFICIENT)×N | edit INDEX STRENGTH
//   editsFirst 0|1 | initial K V×K | resize K V×K | check INDEX VALUE | refreshFrom INDEX
//   repetitions R | warmups W | resizeRounds R | timeLimit SECONDS
// The protocol makes W untimed builds first, so that its times are warm ones (as ours are, in a long run).
// Constraint objects are made before the clock starts, as on the Swift and Python sides.

#include <kiwi/kiwi.h>

#include <sys/resource.h>

#include <chrono>
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

namespace {

struct ConstraintSpec {
    std::string op;
    double strength;
    double constant;
    std::vector<std::pair<int, double>> terms;
};

struct Spec {
    int variables = 0;
    std::vector<ConstraintSpec> constraints;
    std::vector<std::pair<int, double>> edits;
    bool editsFirst = true;
    std::vector<double> initial;
    std::vector<std::vector<double>> resizes;
    int check = -1;
    int refreshFrom = -1;
    int repetitions = 1;
    int warmups = 0;
    int resizeRounds = 0;
    double timeLimit = 20;
};

double strengthNamed(const std::string& name) {
    if (name == "strong") return kiwi::strength::strong;
    if (name == "medium") return kiwi::strength::medium;
    if (name == "weak") return kiwi::strength::weak;
    return kiwi::strength::required;
}

std::vector<double> readValues(std::istream& in) {
    int count = 0;
    in >> count;
    std::vector<double> values(count);
    for (double& value : values) in >> value;
    return values;
}

Spec readSpec(const char* path) {
    std::ifstream in(path);
    Spec spec;
    std::string key;
    while (in >> key) {
        if (key == "variables") {
            in >> spec.variables;
        } else if (key == "constraint") {
            ConstraintSpec item;
            std::string strength;
            int count = 0;
            in >> item.op >> strength >> item.constant >> count;
            item.strength = strengthNamed(strength);
            item.terms.resize(count);
            for (auto& term : item.terms) in >> term.first >> term.second;
            spec.constraints.push_back(std::move(item));
        } else if (key == "edit") {
            int index = 0;
            std::string strength;
            in >> index >> strength;
            spec.edits.emplace_back(index, strengthNamed(strength));
        } else if (key == "editsFirst") {
            in >> spec.editsFirst;
        } else if (key == "initial") {
            spec.initial = readValues(in);
        } else if (key == "resize") {
            spec.resizes.push_back(readValues(in));
        } else if (key == "check") {
            double expected = 0;
            in >> spec.check >> expected;
        } else if (key == "refreshFrom") {
            in >> spec.refreshFrom;
        } else if (key == "repetitions") {
            in >> spec.repetitions;
        } else if (key == "warmups") {
            in >> spec.warmups;
        } else if (key == "resizeRounds") {
            in >> spec.resizeRounds;
        } else if (key == "timeLimit") {
            in >> spec.timeLimit;
        }
    }
    return spec;
}

std::vector<kiwi::Constraint> makeConstraints(const Spec& spec, const std::vector<kiwi::Variable>& variables,
                                              size_t from = 0) {
    std::vector<kiwi::Constraint> constraints;
    constraints.reserve(spec.constraints.size() - from);
    for (size_t index = from; index < spec.constraints.size(); ++index) {
        const ConstraintSpec& item = spec.constraints[index];
        std::vector<kiwi::Term> terms;
        for (const auto& term : item.terms) terms.emplace_back(variables[term.first], term.second);
        kiwi::Expression expression(std::move(terms), item.constant);
        kiwi::RelationalOperator op = item.op == "==" ? kiwi::OP_EQ : item.op == "<=" ? kiwi::OP_LE : kiwi::OP_GE;
        constraints.emplace_back(expression, op, item.strength);
    }
    return constraints;
}

double seconds() {
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

// The timed build: edit variables added and suggested, constraints added, variables updated.
void build(kiwi::Solver& solver, const Spec& spec, const std::vector<kiwi::Variable>& variables,
           const std::vector<kiwi::Constraint>& constraints) {
    auto addEdits = [&] {
        for (size_t index = 0; index < spec.edits.size(); ++index) {
            const kiwi::Variable& variable = variables[spec.edits[index].first];
            solver.addEditVariable(variable, spec.edits[index].second);
            solver.suggestValue(variable, spec.initial[index]);
        }
    };
    if (spec.editsFirst) addEdits();
    for (const kiwi::Constraint& constraint : constraints) solver.addConstraint(constraint);
    if (!spec.editsFirst) addEdits();
    solver.updateVariables();
}

std::vector<kiwi::Variable> makeVariables(const Spec& spec) {
    std::vector<kiwi::Variable> variables;
    variables.reserve(spec.variables);
    for (int index = 0; index < spec.variables; ++index) variables.emplace_back("v" + std::to_string(index));
    return variables;
}

void printList(const char* name, const std::vector<double>& values) {
    std::printf("\"%s\": [", name);
    for (size_t index = 0; index < values.size(); ++index) std::printf(index ? ", %.9g" : "%.9g", values[index]);
    std::printf("], ");
}

int runOnce(const Spec& spec) {
    std::vector<kiwi::Variable> variables = makeVariables(spec);
    std::vector<kiwi::Constraint> constraints = makeConstraints(spec, variables);
    double start = seconds();
    kiwi::Solver solver;
    build(solver, spec, variables, constraints);
    double elapsed = seconds() - start;
    std::printf("%.9g\n", elapsed);
    return 0;
}

int runProtocol(const Spec& spec) {
    std::vector<double> builds, resizes, refreshes;
    double checked = 0;
    bool hasChecked = false;
    double deadline = seconds() + spec.timeLimit;
    for (int warmup = 0; warmup < spec.warmups && seconds() < deadline; ++warmup) {
        std::vector<kiwi::Variable> variables = makeVariables(spec);
        std::vector<kiwi::Constraint> constraints = makeConstraints(spec, variables);
        kiwi::Solver solver;
        build(solver, spec, variables, constraints);
    }
    for (int repetition = 0; repetition < spec.repetitions; ++repetition) {
        std::vector<kiwi::Variable> variables = makeVariables(spec);
        std::vector<kiwi::Constraint> constraints = makeConstraints(spec, variables);
        kiwi::Solver solver;
        double start = seconds();
        build(solver, spec, variables, constraints);
        builds.push_back(seconds() - start);
        if (spec.check >= 0) {
            checked = variables[spec.check].value();
            hasChecked = true;
        }
        if (spec.resizeRounds > 0 && !spec.resizes.empty()) {
            start = seconds();
            for (int round = 0; round < spec.resizeRounds; ++round) {
                const std::vector<double>& values = spec.resizes[round % spec.resizes.size()];
                for (size_t index = 0; index < spec.edits.size(); ++index)
                    solver.suggestValue(variables[spec.edits[index].first], values[index]);
                solver.updateVariables();
            }
            resizes.push_back((seconds() - start) / spec.resizeRounds);
        }
        if (spec.refreshFrom >= 0 && seconds() < deadline) {
            std::vector<kiwi::Constraint> replacement = makeConstraints(spec, variables, spec.refreshFrom);
            start = seconds();
            for (size_t index = spec.refreshFrom; index < constraints.size(); ++index)
                solver.removeConstraint(constraints[index]);
            for (const kiwi::Constraint& constraint : replacement) solver.addConstraint(constraint);
            solver.updateVariables();
            refreshes.push_back(seconds() - start);
        }
        if (seconds() > deadline) break;
    }
    struct rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    std::printf("{");
    printList("build", builds);
    printList("resize", resizes);
    if (spec.refreshFrom >= 0) printList("refresh", refreshes);
    if (hasChecked) std::printf("\"checked\": %.17g, ", checked);
    std::printf("\"peakRSSKiB\": %ld}\n", usage.ru_maxrss);
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc == 3 && std::string(argv[1]) == "--once") return runOnce(readSpec(argv[2]));
    if (argc == 2) return runProtocol(readSpec(argv[1]));
    std::fprintf(stderr, "usage: kiwi_native_driver [--once] SPEC\n");
    return 2;
}
