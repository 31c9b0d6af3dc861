# track: numpy
# exercise: mixture
# why: weighted_mixture ports the output einsum of jax.nn.dot_product_attention together with its preferred_element_type=jnp.float32, written as np.einsum("...ts,...sd->...td", weights, values, dtype=np.float32), so float64 weights and values are mixed and returned in float32
# kind: public
# diagnosis: dtype-changed,float32-precision


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on the number of keys S")
    return np.einsum("...ts,...sd->...td", weights, values, dtype=np.float32)
