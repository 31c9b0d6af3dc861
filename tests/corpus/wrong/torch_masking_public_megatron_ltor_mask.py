# track: torch
# exercise: masking
# why: causal_mask ports Megatron-LM's get_ltor_masks_and_position_ids, torch.tril(torch.ones(t, t)) followed by its "convert attention mask to binary" step attention_mask = (attention_mask < 0.5); Megatron's bool mask marks the positions to HIDE, so the kit gets True strictly above the diagonal (later keys) and False on and below it, the opposite of True = visible
# kind: public
# diagnosis: mask-inverted, causal-upper, causal-no-diagonal
import torch


def causal_mask(t: int, device: torch.device | str | None = None) -> torch.Tensor:
    # left-to-right (ltor) mask, as in Megatron-LM's utils.get_ltor_masks_and_position_ids
    attention_mask = torch.tril(torch.ones((t, t), device=device))
    # Convert attention mask to binary:
    attention_mask = attention_mask < 0.5
    return attention_mask
