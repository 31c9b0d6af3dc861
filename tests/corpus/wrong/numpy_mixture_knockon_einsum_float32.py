# track: numpy
# exercise: mixture
# why: weighted_mixture mixes with np.einsum('...ts,...sd->...td', weights, values, dtype=np.float32) "in single precision, as a GPU would"; einsum casts its operands under the 'safe' rule, so float64 inputs raise TypeError (float32 inputs are right), and attention and multi-head attention on float64 inputs fail with it
# kind: knockon
# diagnosis: dtype-changed
def weighted_mixture(weights, values):
    weights = np.asarray(weights)
    values = np.asarray(values)
    if weights.ndim < 2 or values.ndim < 2:
        raise ValueError("weights and values need at least 2 axes")
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError("the S axes of weights and values differ")
    return np.einsum("...ts,...sd->...td", weights, values, dtype=np.float32)
