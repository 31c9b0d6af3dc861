# track: numpy
# exercise: mixture
# why: weighted_mixture distrusts einsum's "..." and generates, once per number of axes, the source of a mixer with explicit batch letters ("abts,absd->abtd"), compiling it with exec; the numbers are right, but exec is one of the calls the kit forbids in submissions
# kind: rules
# diagnosis: forbidden-function

_MIXERS = {}


def _mixer(n_axes):
    if n_axes not in _MIXERS:
        batch = "abcdefghijklmnopqr"[: n_axes - 2]
        source = (
            "def mix(w, v):\n"
            f"    return np.einsum('{batch}ts,{batch}sd->{batch}td', w, v)\n"
        )
        scope = {"np": np}
        exec(source, scope)
        _MIXERS[n_axes] = scope["mix"]
    return _MIXERS[n_axes]


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError(f"weights {weights.shape} and values {values.shape} need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"S differs: weights {weights.shape}, values {values.shape}")
    lead = np.broadcast_shapes(weights.shape[:-2], values.shape[:-2])
    w = np.broadcast_to(weights, lead + weights.shape[-2:])
    v = np.broadcast_to(values, lead + values.shape[-2:])
    return _mixer(len(lead) + 2)(w, v)
