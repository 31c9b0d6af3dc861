# track: numpy
# exercise: mixture
# why: weighted_mixture spells its einsum out with explicit batch letters built from the weights' number of axes ("abc..."[:weights.ndim - 2] + "ts," + same + "sd->" + same + "td") instead of "...", so whenever values has a different number of axes than weights (2-D values shared by batched weights, or values with extra leading axes) einsum raises
# kind: crash
# diagnosis: crash, error-on-valid, fails-with-leading-axes


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    batch = "abcdefghijklmnopqr"[: weights.ndim - 2]
    spec = f"{batch}ts,{batch}sd->{batch}td"
    return np.einsum(spec, weights, values)
