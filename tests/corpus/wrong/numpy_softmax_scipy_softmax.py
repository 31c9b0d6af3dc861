# track: numpy
# exercise: softmax
# why: validates the inputs and then hands the work to scipy.special.softmax (a library softmax, forbidden here; scipy is not even installed where the kit is graded)
# kind: rule
# diagnosis: forbidden-function


def stable_softmax(scores, temperature=1.0):
    from scipy.special import softmax

    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = np.asarray(scores) / temp
    if np.isneginf(scaled.max(axis=-1)).any():
        raise ValueError("a row of scores is entirely -inf")
    return softmax(scaled, axis=-1).astype(scaled.dtype, copy=False)
