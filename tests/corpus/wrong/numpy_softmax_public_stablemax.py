# track: numpy
# exercise: softmax
# why: ports StableMax from "Grokking at the Edge of Numerical Stability" (Prieto et al. 2025), advertised as a numerically stable drop-in for softmax: s(x) = x + 1 for x >= 0 and 1 / (1 - x) below, normalised over the row; it never overflows, rows sum to 1 and -inf keys get 0, but s is not exp, so every weight differs from the softmax (the largest score gets far less weight)
# kind: public
# diagnosis: logit-ratio
# miss: StableMax's s(x) is no power of exp, so the weights fit no ratio of the logits; the engine says what the evidence shows (logit-ratio:constant on the lesson's three scores) and names no mistake
def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    if np.isneginf(scaled.max(axis=-1)).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    s = np.where(scaled >= 0, scaled + 1, 1 / (1 - np.minimum(scaled, 0)))
    return s / s.sum(axis=-1, keepdims=True)
