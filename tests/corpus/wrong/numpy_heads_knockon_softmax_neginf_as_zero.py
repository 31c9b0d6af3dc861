# track: numpy
# exercise: heads
# why: the student's stable_softmax rejects all -inf rows and then replaces the remaining -inf scores by 0 ("no information") to keep inf out of the arithmetic, so in masked attention every hidden key gets the weight of a score of 0 instead of weight 0
# kind: knock-on
# diagnosis: mask-zero, only-at-special
# miss: graded on heads alone, the probe of stable_softmax's own checks leads with its pattern (right on finite scores, wrong on rows that hold -inf: fails-with-extreme-scores), which is true but does not say that -inf is read as a score of 0


def stable_softmax(scores: np.ndarray, temperature: float = 1.0) -> np.ndarray:
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = np.asarray(scores) / temp
    if np.isneginf(scaled.max(axis=-1)).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    scaled = np.where(np.isneginf(scaled), 0.0, scaled).astype(scaled.dtype, copy=False)
    row_max = scaled.max(axis=-1, keepdims=True)
    exps = np.exp(scaled - row_max)
    return exps / exps.sum(axis=-1, keepdims=True)
