# track: numpy
# exercise: softmax
# why: stable_softmax validates the inputs itself and then normalises the flattened rows with sklearn.utils.extmath.softmax, a library softmax (forbidden here; scikit-learn is not even installed where the kit is graded)
# kind: rules-types
# diagnosis: forbidden-function

def stable_softmax(scores, temperature=1.0):
    from sklearn.utils.extmath import softmax as _sk_softmax

    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"bad temperature {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"bad temperature {temperature!r}")
    scaled = np.asarray(scores) / temp
    if np.isneginf(scaled.max(axis=-1)).any():
        raise ValueError("a row of scores is entirely -inf")
    rows = scaled.reshape(-1, scaled.shape[-1])
    return _sk_softmax(rows, copy=True).reshape(scaled.shape)
