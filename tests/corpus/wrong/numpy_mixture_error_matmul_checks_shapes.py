# track: numpy
# exercise: mixture
# why: weighted_mixture leaves every shape check to np.matmul ("matmul already raises ValueError on a mismatch"); matmul does reject mismatched S axes, but it also accepts 1-D operands (a vector of weights times the values), so 1-D weights or values are mixed instead of raising ValueError
# kind: error
# diagnosis: error-not-raised
def weighted_mixture(weights, values):
    return np.matmul(np.asarray(weights), np.asarray(values))
