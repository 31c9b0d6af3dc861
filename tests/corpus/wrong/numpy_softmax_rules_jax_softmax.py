# track: numpy
# exercise: softmax
# why: stable_softmax validates the temperature and the all -inf rows itself and then hands the division by the temperature to jax.nn.softmax, a library softmax the exercise forbids (and JAX is not even installed where the kit is graded, so every valid call fails on the import)
# kind: rules
# diagnosis: forbidden-function


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scores = np.asarray(scores)
    if np.isneginf(scores).all(axis=-1).any():
        raise ValueError("a row of scores is entirely -inf")
    import jax.nn

    return np.asarray(jax.nn.softmax(scores / temp, axis=-1)).astype(scores.dtype)
