# track: numpy
# exercise: mixture
# why: weighted_mixture ports the output einsum of jax.nn.dot_product_attention together with its preferred_element_type=jnp.float32, written as np.einsum("...ts,...sd->...td", weights, values, dtype=np.float32); NumPy's einsum casts its operands under the 'safe' rule, which refuses float64 to float32, so every float64 call raises TypeError (float32 calls are right)
# kind: public
# diagnosis: crash


def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights (..., T, S) and values (..., S, d_v) need at least 2 axes each")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("weights and values disagree on the number of keys S")
    return np.einsum("...ts,...sd->...td", weights, values, dtype=np.float32)
