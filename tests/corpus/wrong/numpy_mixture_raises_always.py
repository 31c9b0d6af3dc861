# track: numpy
# exercise: mixture
# why: raises ValueError on every call, which must not earn the error-case points


def weighted_mixture(weights, values):
    raise ValueError("not done yet")
