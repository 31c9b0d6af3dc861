# track: numpy
# exercise: mixture
# why: copies the output einsum of Flax's dot_product_attention, np.einsum("...hqk,...khd->...qhd", weights, values), which expects Flax's layouts (weights with a head axis, values as (..., S, H, d)); on the kit's (..., T, S) weights and (..., S, d_v) values the subscripts pair the wrong axes, so 2-D inputs raise and batched ones raise or mix the wrong axes
# kind: public-code
# diagnosis: fixed-leading-axes,fixed-ndim,crash


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    return np.einsum("...hqk,...khd->...qhd", weights, values)
