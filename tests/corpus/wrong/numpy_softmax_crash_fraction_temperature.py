# track: numpy
# exercise: softmax
# why: stable_softmax turns the temperature into an exact fraction, Fraction(temperature).limit_denominator(1000) ("so 0.1 is exactly 1/10"), and divides the scores by it; NumPy cannot divide a float array by a Fraction, so the scaled scores become an object array and the -inf check (np.isneginf) raises TypeError on every valid call (an infinite temperature raises OverflowError, not ValueError)
# kind: crash
# diagnosis: crash
from fractions import Fraction


def stable_softmax(scores, temperature=1.0):
    temp = Fraction(temperature).limit_denominator(1000)  # exact, no binary rounding
    if temp <= 0:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    row_max = scaled.max(axis=-1, keepdims=True)
    if np.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
