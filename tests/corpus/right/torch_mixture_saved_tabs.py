# track: torch
# exercise: mixture
# why: indented with tabs, not spaces


def weighted_mixture(weights, values):
	if weights.dim() < 2 or values.dim() < 2:
		raise ValueError(f"need (..., T, S) and (..., S, d_v); got {tuple(weights.shape)} and {tuple(values.shape)}")
	if weights.shape[-1] != values.shape[-2]:
		raise ValueError("the S axes of weights and values differ")
	return torch.matmul(weights, values)
