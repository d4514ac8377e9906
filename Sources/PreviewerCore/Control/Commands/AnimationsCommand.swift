// The `animations` control command: the animation clock, paused, stepped, awaited, slowed.

/// What `animations …` asks of the previewer's animation clock; every form replies with the frames and the
/// `animations` field once the window shows the result.
public enum AnimationsCommand: Equatable, Sendable {
    /// `animations pause`: time stands still; animations started later show their old frames.
    case pause
    /// `animations play`: time runs again on the frame clock.
    case play
    /// `animations wait`: reply once no animation is running (at once if none is).
    case wait
    /// `animations step F`: pause with every running animation at fraction F (0 to 1) of its duration;
    /// 1 ends them and runs their completions.
    case step(Double)
    /// `animations slow on|off`: ten times slower, as Ctrl+T.
    case slow(Bool)

    public static let usage = "animations pause | play | wait | step F (0 to 1) | slow on|off"

    public static func parse(_ arguments: [String]) -> Result<AnimationsCommand, ControlError> {
        switch (arguments.first, arguments.count) {
        case ("pause", 1): return .success(.pause)
        case ("play", 1): return .success(.play)
        case ("wait", 1): return .success(.wait)
        case ("step", 2):
            guard let fraction = Double(arguments[1]), fraction.isFinite, (0...1).contains(fraction) else {
                return .failure(ControlError("animations step expects a fraction from 0 to 1, not \"\(arguments[1])\""))
            }
            return .success(.step(fraction))
        case ("slow", 2) where arguments[1] == "on" || arguments[1] == "off":
            return .success(.slow(arguments[1] == "on"))
        default:
            return .failure(ControlError("expected \(usage)"))
        }
    }
}
